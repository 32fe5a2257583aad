import { useQueryClient } from '@tanstack/react-query';
import { PAID_ACCESS_STATUSES, timings } from '@vh/contracts';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/get-profile.ts';
import { verifySubscription } from '../api/hosted-pages.ts';
import { billingQueryKey } from '../../plans/hooks/use-billing.ts';

export type SubscriptionCheck = 'checking' | 'active' | 'failed';

/** An answer that asking again cannot change: the sub_id is not the caller's, or is malformed. */
const isFinal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * /success's check (SPEC §4, ARCHITECTURE §9): asks at once and every few seconds until the
 * subscription is active, for at most `subscriptionCheckMaxMs`. The provider's webhook may land
 * a moment after the checkout's redirect, hence the repeats. Either way the profile and billing
 * are fetched again so the next screen shows the plan the owner now has.
 */
export function useSubscriptionCheck(subId: string, uid: string): SubscriptionCheck {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SubscriptionCheck>('checking');

  useEffect(() => {
    const controller = new AbortController();
    let next: ReturnType<typeof setTimeout> | undefined;
    let done = false;

    const finish = (outcome: Exclude<SubscriptionCheck, 'checking'>) => {
      if (done) return;
      done = true;
      clearTimeout(next);
      clearTimeout(deadline);
      controller.abort();
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(uid) });
      void queryClient.invalidateQueries({ queryKey: billingQueryKey(uid) });
      setState(outcome);
    };

    const check = async () => {
      try {
        const { status } = await verifySubscription(subId, controller.signal);
        if (status !== 'pending' && PAID_ACCESS_STATUSES.includes(status)) return finish('active');
      } catch (error) {
        if (done) return;
        if (isFinal(error)) return finish('failed');
        // Network trouble or a slow provider: the next check may get through.
      }
      if (!done) next = setTimeout(() => void check(), timings.subscriptionCheckIntervalMs);
    };

    const deadline = setTimeout(() => finish('failed'), timings.subscriptionCheckMaxMs);
    void check();
    return () => {
      done = true;
      clearTimeout(next);
      clearTimeout(deadline);
      controller.abort();
    };
  }, [subId, uid, queryClient]);

  return state;
}
