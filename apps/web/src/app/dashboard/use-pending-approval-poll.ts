import { useQueryClient } from '@tanstack/react-query';
import { PENDING_APPROVAL_POLL_MS, type TProfile } from '@vh/contracts';
import { useEffect, useState } from 'react';
import { profileQueryKey } from '../../lib/get-profile.ts';

function useTabVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * While the person waits for approval, loads their profile again every PENDING_APPROVAL_POLL_MS, so
 * the manager's approval opens the clock without a reload. It stops once the profile comes back
 * approved, and while the tab is hidden (nobody would see the answer; the profile query loads
 * again by itself when the tab shows).
 */
export function usePendingApprovalPoll(profile: Pick<TProfile, 'uid' | 'pending_approval'>): void {
  const queryClient = useQueryClient();
  const visible = useTabVisible();
  const { uid, pending_approval: waiting } = profile;

  useEffect(() => {
    if (!waiting || !visible) return;
    const timer = window.setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(uid) });
    }, PENDING_APPROVAL_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, visible, uid, queryClient]);
}
