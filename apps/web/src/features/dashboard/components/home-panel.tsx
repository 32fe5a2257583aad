import { SimpleGrid, Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import type { To } from 'react-router';
import { copy } from '../../../lib/copy.ts';
import { PANELS, needsBusinessSetup, type TPanel } from '../dashboard-panels.ts';
import { BusinessSetupNote } from './business-setup-note.tsx';
import { panelIcons } from './panel-icons.ts';
import { PanelTile } from './panel-tile.tsx';
import { PanelTitle } from './panel-title.tsx';

/** SPEC §2: the menu panel, the dashboard's default: a welcome and a tile per panel. */
export function HomePanel({
  profile,
  linkTo,
}: {
  profile: TProfile;
  /** Where a tile leads; the shell owns the URL scheme. */
  linkTo: (panel: TPanel) => To;
}) {
  return (
    <Stack gap="lg">
      <PanelTitle>{copy.dashboard.welcome(profile.first_name)}</PanelTitle>
      {needsBusinessSetup(profile) && <BusinessSetupNote />}
      <nav aria-label={copy.dashboard.panelsLabel}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {PANELS.map((panel) => (
            <PanelTile
              key={panel}
              icon={panelIcons[panel]}
              label={copy.dashboard.panels[panel].label}
              description={copy.dashboard.panels[panel].description}
              to={linkTo(panel)}
              current={panel === 'home'}
            />
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
