import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { copy } from '../lib/copy.ts';

/** A route's tab title; a function when the query names what is shown (the dashboard's panels). */
export type RouteHandle = { title: string | ((search: URLSearchParams) => string) };

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
  const { search } = useLocation();
  const handleTitle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  const title =
    typeof handleTitle === 'function' ? handleTitle(new URLSearchParams(search)) : handleTitle;
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
