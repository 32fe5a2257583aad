import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { Link, type To } from 'react-router';
import { PendingPlanCard } from '../../subscription/components/pending-plan-card.tsx';
import { needsBusinessSetup, panelsFor, type TPanel } from '../../../lib/panels.ts';
import { BusinessSetupNote } from './business-setup-note.tsx';
import { panelIcons } from './panel-icons.ts';
import { PanelTile } from './panel-tile.tsx';
import { PanelTitle } from './panel-title.tsx';
import { t } from '@vh/contracts';

/** SPEC §2: the menu panel, the dashboard's default: a welcome and a tile per panel. */
export function HomePanel({
  profile,
  linkTo,
  businessSetup,
  staffBadge,
}: {
  profile: TProfile;
  /** Where a tile leads; the shell owns the URL scheme. */
  linkTo: (panel: TPanel) => To;
  /** Where an owner sets up business centres, and whether they already have one. */
  businessSetup?: { to: To; hasCentres: boolean };
  /** On the Staff tile: how many people wait for approval. */
  staffBadge?: string | undefined;
}) {
  return (
    <Stack gap="lg">
      <PanelTitle>{t('dashboard.welcome', { firstName: profile.first_name })}</PanelTitle>
      <PendingPlanCard profile={profile} />
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
      <nav aria-label={t('dashboard.panelsLabel')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {panelsFor(profile).map((panel) => (
            <PanelTile
              key={panel}
              icon={panelIcons[panel]}
              label={t(`common.dashboard.panels.${panel}.label`)}
              description={t(`common.dashboard.panels.${panel}.description`)}
              to={linkTo(panel)}
              current={panel === 'home'}
              badge={panel === 'staff' ? staffBadge : undefined}
            />
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
