import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TPanel } from '../../lib/panels.ts';
import { profileQueryKey } from '../../lib/get-profile.ts';

/**
 * Loads the profile again each time another panel opens, so a change made elsewhere (another
 * tab, the manager's approval) shows without a reload. The profile query's own mount fetch covers
 * the shell's first render, hence nothing on mount. The data stays on screen while it reloads.
 */
export function useProfileRefresh(uid: string, panel: TPanel): void {
  const queryClient = useQueryClient();
  const shown = useRef(panel);

  useEffect(() => {
    if (shown.current === panel) return;
    shown.current = panel;
    void queryClient.invalidateQueries({ queryKey: profileQueryKey(uid) });
  }, [panel, uid, queryClient]);
}
