import { Button, Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { LatePunchesBanners } from '../../pay-periods/components/late-punches-banners.tsx';
import { PendingPlanCard } from '../../subscription/components/pending-plan-card.tsx';
import { needsBusinessSetup } from '../../../lib/panels.ts';
import { BusinessSetupNote } from './business-setup-note.tsx';
import { PanelTitle } from './panel-title.tsx';
import { t } from '@vh/contracts';

/**
 * The home panel: a welcome, what an owner still has to set up, then what the shell gives for this
 * person (the day's overview for those who run it, the next steps for someone awaiting approval).
 * An owner also sees here the closed pay periods that punches kept offline reached afterwards.
 * It replaces SPEC §2's tile grid, whose links the menu already has (docs/spec-departures.md).
 */
export function HomePanel({
  profile,
  businessSetup,
  children,
}: {
  profile: TProfile;
  /** Where an owner sets up business centres, and whether they already have one. */
  businessSetup?: { to: To; hasCentres: boolean };
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PanelTitle>{t('dashboard.welcome', { firstName: profile.first_name })}</PanelTitle>
      <PendingPlanCard profile={profile} />
      <LatePunchesBanners enabled={profile.role === 'OWNER' && profile.business_info.length > 0} />
      {needsBusinessSetup(profile) && !businessSetup?.hasCentres && (
        <BusinessSetupNote
          action={
            businessSetup && (
              <Button component={Link} to={businessSetup.to} size="xs">
                {t('dashboard.businessSetupAction')}
              </Button>
            )
          }
        />
      )}
      {children}
    </Stack>
  );
}
