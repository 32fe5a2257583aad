import { Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustments,
  IconBriefcase,
  IconBuildingStore,
  IconCreditCard,
  IconShieldLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { layout, type TProfile, t } from '@vh/contracts';
import type { ReactNode } from 'react';
import { PanelTitle } from '../../features/dashboard/components/panel-title.tsx';
import { CentresSettings } from '../../features/businesses/components/centres-settings.tsx';
import { ManagedCentres } from '../../features/businesses/components/managed-centres.tsx';
import { EmploymentSettings } from '../../features/employment/components/employment-settings.tsx';
import { PreferencesSettings } from '../../features/preferences/components/preferences-settings.tsx';
import { AccountSettings } from '../../features/profile/components/account-settings.tsx';
import { SecuritySettings } from '../../features/security/components/security-settings.tsx';
import { SubscriptionSettings } from '../../features/subscription/components/subscription-settings.tsx';
import { settingsTabsFor, type TSettingsTab } from './settings-tabs.ts';

const tabIcons: Record<TSettingsTab, Icon> = {
  account: IconUser,
  centres: IconBuildingStore,
  preferences: IconAdjustments,
  employment: IconBriefcase,
  subscription: IconCreditCard,
  security: IconShieldLock,
};

function tabContent(tab: TSettingsTab, profile: TProfile, open: boolean): ReactNode {
  switch (tab) {
    case 'account':
      return <AccountSettings profile={profile} />;
    case 'centres':
      // Loaded when first shown, not with every visit to Settings. Owners keep their centres here;
      // a manager finds the codes of the centres they manage in the same place.
      if (!open) return null;
      return profile.role === 'OWNER' ? <CentresSettings /> : <ManagedCentres />;
    case 'preferences':
      return <PreferencesSettings />;
    case 'employment':
      return <EmploymentSettings profile={profile} />;
    case 'subscription':
      return <SubscriptionSettings profile={profile} />;
    case 'security':
      return <SecuritySettings profile={profile} />;
  }
}

/**
 * SPEC §2 Settings: the tabs of the person's role. From 800 px the tab list stands on the left;
 * narrower, it sits above the content and wraps onto more rows rather than scroll sideways.
 */
export function SettingsPanel({
  profile,
  tab,
  onTabChange,
}: {
  profile: TProfile;
  tab: TSettingsTab;
  onTabChange: (tab: TSettingsTab) => void;
}) {
  const tabs = settingsTabsFor(profile);
  // Read at once rather than after mount, so a wide screen does not flash the narrow layout.
  const vertical = useMediaQuery(`(min-width: ${layout.settingsTabsRowBelowPx}px)`, undefined, {
    getInitialValueInEffect: false,
  });

  return (
    <Stack gap="lg">
      <PanelTitle>{t('common.dashboard.panels.settings.label')}</PanelTitle>
      <Tabs
        value={tab}
        onChange={(value) => {
          const chosen = tabs.find((allowed) => allowed === value);
          if (chosen) onTabChange(chosen);
        }}
        orientation={vertical ? 'vertical' : 'horizontal'}
        // Pills read well on several rows; the underline of the default look does not.
        variant={vertical ? 'default' : 'pills'}
        // Hidden tabs stay mounted (Mantine's default), so a half-filled form or the reset mail's
        // countdown survive a look at another tab.
        keepMounted
        // Beside the content the labels line up under each other, as a list reads.
        styles={vertical ? { tabLabel: { textAlign: 'start' } } : undefined}
      >
        <Tabs.List
          aria-label={t('common.dashboard.settingsTabsLabel')}
          miw={vertical ? 200 : undefined}
        >
          {tabs.map((value) => {
            const TabIcon = tabIcons[value];
            return (
              <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={18} aria-hidden />}>
                {t(`common.dashboard.settingsTabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel
            key={value}
            value={value}
            pl={vertical ? 'lg' : 0}
            pt={vertical ? 0 : 'lg'}
            // A flex child, otherwise a wide form pushes past the screen's edge instead of wrapping.
            miw={0}
          >
            {tabContent(value, profile, value === tab)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
