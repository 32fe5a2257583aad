// Browsers give geolocation, WebCrypto (crypto.subtle) and crypto.randomUUID only to secure origins:
// https, or localhost. Opened over plain http on a LAN address (http://192.168.…), those APIs are
// missing, so a screen that needs them checks first and says so (components/secure-origin-notice).
// Checked in Chromium over http on a LAN address: the landing page, sign-up, sign-in and the
// dashboard need none of them (supabase-js falls back when navigator.locks and crypto.subtle are
// missing); clock-in (geolocation) and the receipt checker (WebCrypto) will.

/** Whether this page may use the secure-origin-only APIs. */
export function isSecureOrigin(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext;
}
