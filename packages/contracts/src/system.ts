import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });

/** GET /api/config — what the SPA needs to reach the auth service; one build serves any deployment. */
export const ZPublicConfig = z.object({
  auth: z.object({ url: z.url(), anonKey: z.string() }),
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
