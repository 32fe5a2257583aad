import { t } from '@vh/contracts';
import { isPanel, LEGACY_SIMULATOR_PANEL } from '../../lib/panels.ts';

/**
 * The tab title of /dashboard for its ?panel=: the panel's name, or 'Dashboard' for the bare path
 * (whose panel depends on who is signed in). The shell drops a panel the person may not open from
 * the URL, so a named panel in the URL is the one shown.
 */
export function dashboardTitle(params: URLSearchParams): string {
  const asked = params.get('panel');
  const panel = asked === LEGACY_SIMULATOR_PANEL ? 'simulator' : asked;
  return isPanel(panel) && panel !== 'home'
    ? t(`common.dashboard.panels.${panel}.label`)
    : t('common.dashboard.title');
}
