// ARCHITECTURE §9: a signed-out visitor who opens a link into the protected area (an email
// verification link, a dashboard panel) signs in first and then lands where the link pointed.
// The path travels as /login?next=…; only a path on this site is followed, never another origin.

const SAME_SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** /login?next=<path>: where a signed-out visitor is sent from `path` (path + search). */
export function loginThenBackTo(path: string): string {
  return `/login?${new URLSearchParams({ next: path }).toString()}`;
}

/** The `next` to follow after signing in, or null when it is missing or not a path on this site. */
export function safeNextPath(next: string | null): string | null {
  return next !== null && SAME_SITE_PATH.test(next) ? next : null;
}
