import { t } from '@vh/contracts';

/**
 * The tab title of /dashboard for its ?panel=: the menu and the dashboard panel are both the
 * 'Dashboard'. The shell drops a panel the person may not open from the URL, so the URL alone
 * tells which panel is shown.
 */
export function dashboardTitle(params: URLSearchParams): string {
  const panel = params.get('panel');
  return panel === 'profile' || panel === 'settings'
    ? t(`common.dashboard.panels.${panel}.label`)
    : t('common.dashboard.panels.dashboard.label');
}
