export interface RedirectPolicy {
  /** Where links lead when no acceptable redirect_to is given: the issuer's origin. */
  siteUrl: string;
  /** The candidate when it points at an allowed origin, the site URL otherwise (as GoTrue). */
  resolve(candidate: string | undefined): string;
}

/**
 * Verification links land on redirect_to with a session in the fragment, so an attacker-chosen
 * redirect_to (POST /recover takes one from anybody) would hand them the session. Only the site's
 * own origin and the configured ones are accepted; anything else falls back to the site URL.
 */
export function createRedirectPolicy(issuer: string, extraOrigins: string[] = []): RedirectPolicy {
  const siteUrl = new URL(issuer).origin;
  const allowed = new Set([siteUrl, ...extraOrigins.map((origin) => new URL(origin).origin)]);
  return {
    siteUrl,
    resolve(candidate) {
      if (candidate === undefined || candidate === '') return siteUrl;
      let url: URL;
      try {
        url = new URL(candidate);
      } catch {
        return siteUrl;
      }
      const webUrl = url.protocol === 'https:' || url.protocol === 'http:';
      return webUrl && allowed.has(url.origin) ? candidate : siteUrl;
    },
  };
}
