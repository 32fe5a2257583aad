import type { TProfile } from '@vh/contracts';
import { defaultPanelFor, isPanel, panelsFor, type TPanel } from '../../lib/panels.ts';
import { DEFAULT_SETTINGS_TAB, settingsTabsFor, type TSettingsTab } from './settings-tabs.ts';

// The open panel lives in the URL so reload and Back work: /dashboard is the default panel,
// ?panel=dashboard|profile|settings the others, and ?tab= the settings tab. Other parameters
// (the email link's ?token=&redirect=) are left alone.

export type TDashboardView = { panel: TPanel; tab: TSettingsTab };

type TViewer = Pick<TProfile, 'role' | 'pending_approval' | 'is_manager'>;

/** What the URL asks for, where allowed for this person; anything else is the default. */
export function readDashboardView(params: URLSearchParams, viewer: TViewer): TDashboardView {
  const panel = params.get('panel');
  const tab = params.get('tab');
  return {
    panel: isPanel(panel) && panelsFor(viewer).includes(panel) ? panel : defaultPanelFor(viewer),
    tab: settingsTabsFor(viewer.role).find((allowed) => allowed === tab) ?? DEFAULT_SETTINGS_TAB,
  };
}

/** The search string that opens `panel` (and, for settings, `tab`). */
export function dashboardSearch(panel: TPanel, tab?: TSettingsTab): string {
  const params = new URLSearchParams();
  if (panel !== 'home') params.set('panel', panel);
  if (panel === 'settings' && tab) params.set('tab', tab);
  return searchOf(params);
}

/**
 * The URL's search without the panel or tab it cannot have (unknown, or not for this person), so
 * the address, the marked link and the page title agree with what is shown; null when it is fine.
 */
export function correctedSearch(params: URLSearchParams, viewer: TViewer): string | null {
  const view = readDashboardView(params, viewer);
  const next = new URLSearchParams(params);
  const panel = params.get('panel');
  const tab = params.get('tab');
  if (panel !== null && panel !== view.panel) next.delete('panel');
  if (tab !== null && (view.panel !== 'settings' || tab !== view.tab)) next.delete('tab');
  return next.toString() === params.toString() ? null : searchOf(next);
}

const searchOf = (params: URLSearchParams) => {
  const search = params.toString();
  return search ? `?${search}` : '';
};
