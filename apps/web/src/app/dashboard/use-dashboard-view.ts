import type { TProfile } from '@vh/contracts';
import { useCallback } from 'react';
import { useLocation, useSearchParams, type Path } from 'react-router';
import type { TClockTab, TPanel } from '../../lib/panels.ts';
import { correctedSearch, dashboardSearch, readDashboardView } from './dashboard-url.ts';
import type { TSettingsTab } from './settings-tabs.ts';

/**
 * The panel and settings tab the URL opens for this person, and links to the others. Links keep
 * the path, so /user/{uid} stays /user/{uid}.
 */
export function useDashboardView(profile: TProfile) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const view = readDashboardView(params, profile);
  const linkTo = useCallback(
    (panel: TPanel, tab?: TSettingsTab | TClockTab): Pick<Path, 'pathname' | 'search'> => ({
      pathname,
      search: dashboardSearch(panel, tab),
    }),
    [pathname],
  );
  const corrected = correctedSearch(params, profile);
  return {
    ...view,
    linkTo,
    correction: corrected === null ? null : { pathname, search: corrected },
  };
}
