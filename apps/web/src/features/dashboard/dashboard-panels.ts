import type { TProfile } from '@vh/contracts';

/** SPEC §2: the dashboard shell shows one of these at a time; 'home' is the tile menu. */
export const PANELS = ['home', 'dashboard', 'profile', 'settings'] as const;
export type TPanel = (typeof PANELS)[number];

export const isPanel = (value: string | null): value is TPanel =>
  PANELS.some((panel) => panel === value);

/** SPEC §2, §6: a staff member waiting for their manager's approval. */
export const isPendingStaff = (profile: Pick<TProfile, 'role' | 'pending_approval'>) =>
  profile.role === 'STAFF' && profile.pending_approval;

/** SPEC §2: an owner who has no business centre yet. */
export const needsBusinessSetup = (profile: Pick<TProfile, 'role' | 'business_info'>) =>
  profile.role === 'OWNER' && profile.business_info.length === 0;

/** The panels this person may open: staff under review lose the menu, profile and settings. */
export function panelsFor(profile: Pick<TProfile, 'role' | 'pending_approval'>): readonly TPanel[] {
  return isPendingStaff(profile) ? ['dashboard'] : PANELS;
}

/** The panel a bare /dashboard opens. */
export const defaultPanelFor = (profile: Pick<TProfile, 'role' | 'pending_approval'>): TPanel =>
  panelsFor(profile)[0] ?? 'dashboard';
