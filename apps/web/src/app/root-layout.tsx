import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { copy } from '../lib/copy.ts';

export type RouteHandle = { title: string };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/**
 * Around every route. Scroll restoration: a new page opens at its top, and Back returns to where
 * the reader was. The tab title comes from the deepest route that has one, so tabs, history and
 * screen readers say where the visitor is.
 */
export function RootLayout() {
  const matches = useMatches();
  const title = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  useEffect(() => {
    document.title = title
      ? `${title} · ${copy.productName}`
      : `${copy.productName} · ${copy.tagline}`;
  }, [title]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
