import { ZPayEstimate, type TPayEstimate } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in person's own pay so far in the open pay period. */
export function readPayEstimate(signal?: AbortSignal): Promise<TPayEstimate> {
  return apiRequest('/api/pay/estimate/', {
    schema: ZPayEstimate,
    auth: true,
    ...(signal ? { signal } : {}),
  });
}
