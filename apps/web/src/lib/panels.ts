import type { TProfile } from '@vh/contracts';

/**
 * SPEC §2: the dashboard shell shows one of these at a time; 'home' is the tile menu. 'staff',
 * 'clock', 'timesheets' and 'reports' are ours: where owners and managers manage their people,
 * where hours are punched, watched and reviewed, where weeks are checked, corrected and approved,
 * and where hours are summed up and exported.
 */
export const PANELS = [
  'home',
  'dashboard',
  'clock',
  'timesheets',
  'reports',
  'profile',
  'settings',
  'staff',
] as const;
export type TPanel = (typeof PANELS)[number];

export const isPanel = (value: string | null): value is TPanel =>
  PANELS.some((panel) => panel === value);

/** SPEC §2, §6: a staff member waiting for their manager's approval. */
export const isPendingStaff = (profile: Pick<TProfile, 'role' | 'pending_approval'>) =>
  profile.role === 'STAFF' && profile.pending_approval;

/** SPEC §2: an owner who has no business centre yet. */
export const needsBusinessSetup = (profile: Pick<TProfile, 'role' | 'business_info'>) =>
  profile.role === 'OWNER' && profile.business_info.length === 0;

type TViewer = Pick<TProfile, 'role' | 'pending_approval' | 'is_manager'>;

/** Owners, and approved managers, manage staff (the server decides what each may touch). */
export const managesStaff = (profile: TViewer) =>
  profile.role === 'OWNER' || (profile.is_manager && !isPendingStaff(profile));

/** The panels only those who manage staff get. */
const MANAGER_PANELS: readonly TPanel[] = ['staff', 'reports'];

/**
 * The panels this person may open: staff under review lose the menu, profile and settings; only
 * those who manage staff get the Staff and Reports panels.
 */
export function panelsFor(profile: TViewer): readonly TPanel[] {
  if (isPendingStaff(profile)) return ['dashboard'];
  return managesStaff(profile) ? PANELS : PANELS.filter((panel) => !MANAGER_PANELS.includes(panel));
}

/** The panel a bare /dashboard opens. */
export const defaultPanelFor = (profile: TViewer): TPanel => panelsFor(profile)[0] ?? 'dashboard';
