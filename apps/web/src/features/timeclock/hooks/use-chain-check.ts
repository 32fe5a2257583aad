import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIT_VERIFY, type TAuditVerification } from '@vh/contracts';
import { getLatestAuditVerification, startAuditVerification } from '../api/timeclock.ts';
import { timeclockKeys } from './use-timeclock.ts';

export const isRunning = (check: TAuditVerification | null | undefined): boolean =>
  check?.state === 'queued' || check?.state === 'running';

/**
 * The business's latest check of its audit chain, followed while it runs (it runs on the server,
 * so leaving the page and coming back finds it still going), and a way to start one.
 */
export function useChainCheck(centreId: string) {
  const queryClient = useQueryClient();
  const key = timeclockKeys.chainCheck(centreId);
  const latest = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getLatestAuditVerification(centreId, signal),
    enabled: centreId !== '',
    refetchInterval: (query) =>
      isRunning(query.state.data?.verification) ? AUDIT_VERIFY.pollMs : false,
  });
  const start = useMutation({
    mutationFn: () => startAuditVerification(centreId),
    onSuccess: (verification) => queryClient.setQueryData(key, { verification }),
  });
  const check = latest.data?.verification ?? null;
  return { check, running: isRunning(check), start };
}
