import type { TProfile } from '@vh/contracts';

/**
 * The dashboard shell shows one of these at a time, in this order in the menu. 'home' is what an
 * owner or manager runs the day from (who is in, what waits for them) and what a person waiting
 * for approval reads; staff have no home and land on 'clock'. 'simulator' is SPEC §2's "Dashboard"
 * panel, the paper-trading bot: last, named for what it is, and for staff only when their employer
 * allows it (docs/spec-departures.md).
 */
export const PANELS = [
  'home',
  'clock',
  'timesheets',
  'staff',
  'reports',
  'pay',
  'profile',
  'settings',
  'simulator',
] as const;
export type TPanel = (typeof PANELS)[number];

/** SPEC §2's name for the simulator's panel, still opened by old links and bookmarks. */
export const LEGACY_SIMULATOR_PANEL = 'dashboard';

export const isPanel = (value: string | null): value is TPanel =>
  PANELS.some((panel) => panel === value);

/** SPEC §2, §6: a staff member waiting for their manager's approval. */
export const isPendingStaff = (profile: Pick<TProfile, 'role' | 'pending_approval'>) =>
  profile.role === 'STAFF' && profile.pending_approval;

/** SPEC §2: an owner who has no business centre yet. */
export const needsBusinessSetup = (profile: Pick<TProfile, 'role' | 'business_info'>) =>
  profile.role === 'OWNER' && profile.business_info.length === 0;

type TViewer = Pick<TProfile, 'role' | 'pending_approval' | 'is_manager' | 'trading_simulator'>;

/** Owners, and approved managers, manage staff (the server decides what each may touch). */
export const managesStaff = (profile: Omit<TViewer, 'trading_simulator'>) =>
  profile.role === 'OWNER' || (profile.is_manager && !isPendingStaff(profile));

/** The panels only those who manage staff get: the day's overview, their people, the reports, pay. */
const MANAGER_PANELS: readonly TPanel[] = ['home', 'staff', 'reports', 'pay'];

/**
 * The panels this person may open: staff under review see only the note on what happens next;
 * only those who manage staff get Home, Staff and Reports; the simulator only where the server
 * says this person may use it.
 */
export function panelsFor(profile: TViewer): readonly TPanel[] {
  if (isPendingStaff(profile)) return ['home'];
  const manages = managesStaff(profile);
  return PANELS.filter(
    (panel) =>
      (manages || !MANAGER_PANELS.includes(panel)) &&
      (panel !== 'simulator' || profile.trading_simulator),
  );
}

/** The panel a bare /dashboard opens: the day for those who run it, the clock for staff. */
export const defaultPanelFor = (profile: TViewer): TPanel => panelsFor(profile)[0] ?? 'home';

/** The time clock's tabs, which ?tab= may name with ?panel=clock (the panel decides who has which). */
export const CLOCK_TABS = ['clock', 'board', 'review', 'audit'] as const;
export type TClockTab = (typeof CLOCK_TABS)[number];
