import { z } from 'zod';

/** user_metadata / app_metadata: any JSON object. */
export const ZMetadata = z.record(z.string(), z.unknown());

/** supabase-js turns a `redirectTo` option into this query parameter. */
export const ZRedirectQuery = z.object({ redirect_to: z.string().optional() });
