import { z } from 'zod';
import { checkoutScript } from './constants.ts';

export const ZHealthResponse = z.object({ status: z.literal('ok') });

/** GET /api/config — what the SPA needs to reach the auth service; one build serves any deployment. */
export const ZPublicConfig = z.object({
  auth: z.object({
    /**
     * A real Supabase project's URL; null for the embedded service, which lives on whatever origin
     * the page was loaded from (the server never echoes the request's Host header back).
     */
    url: z.url().nullable(),
    anonKey: z.string(),
  }),
  /** The centre map: a Leaflet tile template and its credit (HTML); null tileUrl means no map. */
  map: z.object({ tileUrl: z.string().nullable(), attribution: z.string() }),
  /** A Photon-compatible address search; null hides address search. */
  geocoder: z.object({ url: z.url().nullable() }),
  /**
   * How the checkout opens: Chargebee.js (v2) for `site`, loaded from `script`. A real site's script
   * is Chargebee's own (js.chargebee.com); the billing sandbox serves a stand-in with the same
   * `Chargebee.init({ site }).openCheckout({...})` contract from this origin. Absent means the sandbox.
   */
  checkout: z
    .object({ site: z.string(), script: z.string() })
    .default({ site: checkoutScript.sandboxSite, script: checkoutScript.sandboxScriptPath }),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/** GET /dev/mail/api/messages — the embedded outbox, newest first (embedded mode only). */
export const ZDevMailMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  created_at: z.iso.datetime(),
});
export const ZDevMailMessages = z.object({ messages: z.array(ZDevMailMessage) });
export type TDevMailMessage = z.infer<typeof ZDevMailMessage>;
