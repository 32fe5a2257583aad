import {
  ZBilling,
  type TBilling,
  type TCancelRequest,
  type TChangePlanRequest,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The changes an owner makes to their subscription (reading it is features/plans). Each change
// answers with the new state, so the screen shows it without a second call.

const base = '/api/businesses/subscriptions';
const forOwner = (action: string, uid: string) =>
  `${base}/${action ? `${action}/` : ''}${encodeURIComponent(uid)}/`;

export function cancelSubscription(uid: string, body: TCancelRequest): Promise<TBilling> {
  return apiRequest(forOwner('cancel', uid), {
    method: 'POST',
    body,
    auth: true,
    schema: ZBilling,
  });
}

/** 409 CHOOSE_CENTRES_TO_KEEP when a smaller plan needs `keep_business_ids` and it is missing. */
export function changePlan(uid: string, body: TChangePlanRequest): Promise<TBilling> {
  return apiRequest(forOwner('update', uid), {
    method: 'POST',
    body,
    auth: true,
    schema: ZBilling,
  });
}

/** Undoes an end-of-term cancellation, or restarts a cancelled plan with the card on file. */
export function reactivateSubscription(uid: string): Promise<TBilling> {
  return apiRequest(forOwner('reactivate', uid), { method: 'POST', auth: true, schema: ZBilling });
}
