import { z } from 'zod';
import { COUNTRIES } from './countries.ts';

/**
 * GET /api/ip-country/ — a guess at the caller's country from their address, as the value the
 * country selects use; null when there is no guess (private address, unknown, a country not in
 * the list, or the lookup switched off).
 */
export const ZIpCountryResponse = z.object({ country: z.enum(COUNTRIES).nullable() });
export type TIpCountryResponse = z.infer<typeof ZIpCountryResponse>;
