import type { TProfile, TRole } from '@vh/contracts';

export const SETTINGS_TABS = [
  'account',
  'centres',
  'preferences',
  'employment',
  'subscription',
  'security',
] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];

export const DEFAULT_SETTINGS_TAB: TSettingsTab = 'account';

// SPEC §2, §6: who sees which tab; absent means everyone.
const onlyFor: Partial<Record<TSettingsTab, TRole>> = {
  preferences: 'STAFF',
  employment: 'STAFF',
  subscription: 'OWNER',
  centres: 'OWNER',
};

type TSettingsViewer = Pick<TProfile, 'role' | 'is_manager' | 'pending_approval'>;

/**
 * The settings tabs of a person, in their order on screen: their role's, and for an approved
 * manager the Business centres tab too, where they find the invite codes of the centres they
 * manage (the server lists only those). A bare role gets that role's tabs.
 */
export function settingsTabsFor(viewer: TRole | TSettingsViewer): readonly TSettingsTab[] {
  const { role, is_manager, pending_approval } =
    typeof viewer === 'string'
      ? { role: viewer, is_manager: false, pending_approval: false }
      : viewer;
  const manager = role === 'STAFF' && is_manager && !pending_approval;
  return SETTINGS_TABS.filter(
    (tab) => (onlyFor[tab] ?? role) === role || (manager && tab === 'centres'),
  );
}
