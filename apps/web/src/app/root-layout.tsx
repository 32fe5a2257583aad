import { useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { readAuthHash } from '../lib/auth-hash.ts';
import { loadWords } from '../lib/words.ts';
import { t, type MessageKey, type MessageValues } from '@vh/contracts';

/** A catalogue key whose message reads no values, such as a page's title. */
type PlainKey = { [K in MessageKey]: MessageValues[K] extends undefined ? K : never }[MessageKey];

/**
 * A route's tab title: the catalogue key of its words (read when the page shows, once its
 * namespace is loaded), a function when the query names what is shown (the dashboard's panels), or
 * null for the product's own title (the landing page).
 */
export type RouteHandle = { title: PlainKey | ((search: URLSearchParams) => string) | null };

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
    typeof handleTitle === 'function'
      ? handleTitle(new URLSearchParams(search))
      : handleTitle
        ? t(handleTitle)
        : null;
  useAuthHashLinks();
  useEffect(() => {
    document.title = title
      ? `${title} · ${t('common.productName')}`
      : `${t('common.productName')} · ${t('common.tagline')}`;
  }, [title]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Acts on an auth service link's hash (a recovery, an email change, an error). Read once, on the
 * first render: a guard may redirect a signed-out visitor (dropping the hash) before any effect
 * here runs, and the link must still count.
 */
function useAuthHashLinks(): void {
  const location = useLocation();
  const [arrival] = useState(() => ({ ...location, link: readAuthHash(location.hash) }));
  const navigate = useNavigate();
  // StrictMode runs effects twice; a link's session is adopted once.
  const acted = useRef(false);
  useEffect(() => {
    const { link, pathname, search, hash } = arrival;
    if (!link || acted.current) return;
    acted.current = true;
    // The toasts a link ends with have their words loaded with the code that shows them.
    void Promise.all([import('./auth-hash-actions.ts'), loadWords('toasts')]).then(
      ([{ actOnAuthHash }]) => actOnAuthHash(link, { pathname, search, hash }, navigate),
    );
  }, [arrival, navigate]);
}
