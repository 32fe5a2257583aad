import type { TProfile } from '@vh/contracts';
import {
  CLOCK_TABS,
  defaultPanelFor,
  isPanel,
  LEGACY_SIMULATOR_PANEL,
  panelsFor,
  type TClockTab,
  type TPanel,
} from '../../lib/panels.ts';
import { DEFAULT_SETTINGS_TAB, settingsTabsFor, type TSettingsTab } from './settings-tabs.ts';

// The open panel lives in the URL so reload and Back work: /dashboard is the person's default
// panel, ?panel= the others, and ?tab= the settings tab or the time clock's. Other parameters
// (the email link's ?token=&redirect=, a timesheet's ?staff=&week=) are left alone.

export type TDashboardView = { panel: TPanel; tab: TSettingsTab; clockTab: TClockTab | null };

type TViewer = Pick<TProfile, 'role' | 'pending_approval' | 'is_manager' | 'trading_simulator'>;

/** The ?panel= value as a panel: SPEC §2's 'dashboard' is the simulator's old name. */
const panelOf = (value: string | null) => (value === LEGACY_SIMULATOR_PANEL ? 'simulator' : value);

/** What the URL asks for, where allowed for this person; anything else is the default. */
export function readDashboardView(params: URLSearchParams, viewer: TViewer): TDashboardView {
  const asked = panelOf(params.get('panel'));
  const tab = params.get('tab');
  const panel =
    isPanel(asked) && panelsFor(viewer).includes(asked) ? asked : defaultPanelFor(viewer);
  return {
    panel,
    tab: settingsTabsFor(viewer).find((allowed) => allowed === tab) ?? DEFAULT_SETTINGS_TAB,
    // The time clock decides which of its tabs this person has; it ignores one they do not.
    clockTab: panel === 'clock' ? (CLOCK_TABS.find((allowed) => allowed === tab) ?? null) : null,
  };
}

/** The search string that opens `panel` (and, for settings or the time clock, `tab`). */
export function dashboardSearch(panel: TPanel, tab?: TSettingsTab | TClockTab): string {
  const params = new URLSearchParams();
  if (panel !== 'home') params.set('panel', panel);
  if ((panel === 'settings' || panel === 'clock') && tab) params.set('tab', tab);
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
  if (panel !== null && panelOf(panel) === view.panel && panel !== view.panel) {
    next.set('panel', view.panel);
  } else if (panel !== null && panel !== view.panel) next.delete('panel');
  const tabShown = view.panel === 'settings' ? view.tab : view.clockTab;
  if (tab !== null && tab !== tabShown) next.delete('tab');
  return next.toString() === params.toString() ? null : searchOf(next);
}

const searchOf = (params: URLSearchParams) => {
  const search = params.toString();
  return search ? `?${search}` : '';
};
