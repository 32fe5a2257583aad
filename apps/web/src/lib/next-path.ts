// ARCHITECTURE §9: a signed-out visitor who opens a link into the protected area (an email
// verification link, a dashboard panel) signs in first and then lands where the link pointed.
// The path travels as /login?next=…; only a path on this site is followed, never another origin.

// One slash, then no second slash, backslash or whitespace: browsers read `//host`, `/\host` and
// `/<tab>/host` (tabs and newlines are dropped) as another origin.
const SAME_SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

// Where going straight after signing in would undo it (/logout) or go round in a circle.
const NOT_AFTER_SIGN_IN = new Set(['/login', '/logout']);

const BASE = 'https://same-site.invalid';

/** /login?next=<path>: where a signed-out visitor is sent from `path` (path + search). */
export function loginThenBackTo(path: string): string {
  return `/login?${new URLSearchParams({ next: path }).toString()}`;
}

/** The `next` to follow after signing in, or null when it is missing or not a path on this site. */
export function safeNextPath(next: string | null): string | null {
  if (next === null || !SAME_SITE_PATH.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  // Read as the browser will read it (dot segments resolved), the path must stay on this site.
  if (url.origin !== BASE || NOT_AFTER_SIGN_IN.has(url.pathname.replace(/\/+$/, ''))) return null;
  return next;
}
