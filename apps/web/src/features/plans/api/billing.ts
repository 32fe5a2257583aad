import { ZBilling, type TBilling } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The owner's plan as the billing provider has it: what it allows, which centres it makes read-only. */
export function getBilling(uid: string, signal?: AbortSignal): Promise<TBilling> {
  return apiRequest(`/api/businesses/subscriptions/${encodeURIComponent(uid)}/`, {
    schema: ZBilling,
    auth: true,
    ...(signal ? { signal } : {}),
  });
}
