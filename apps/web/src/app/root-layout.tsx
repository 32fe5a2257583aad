import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { copy } from '../lib/copy.ts';

export type RouteHandle = { title: string };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/**
 * Names the browser tab after the deepest route that has a title, so tabs, history and screen
 * readers announce where the visitor is.
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
  return <Outlet />;
}
