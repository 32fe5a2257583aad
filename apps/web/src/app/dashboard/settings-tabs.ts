import type { TRole } from '@vh/contracts';

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

/** The settings tabs of a role, in their order on screen. */
export function settingsTabsFor(role: TRole): readonly TSettingsTab[] {
  return SETTINGS_TABS.filter((tab) => (onlyFor[tab] ?? role) === role);
}
