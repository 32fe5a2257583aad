/**
 * A full page load of `path`. SPEC §4 wants one after signing in or up, so every query and the
 * auth client start from the new session.
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
