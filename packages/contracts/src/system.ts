import { z } from 'zod';

export const ZHealthResponse = z.object({ status: z.literal('ok') });

/** GET /api/config — what the SPA needs to reach the auth service; one build serves any deployment. */
export const ZPublicConfig = z.object({
  auth: z.object({ url: z.url(), anonKey: z.string() }),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
