import { Anchor, Box, Group, type MantineBreakpoint } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, type To } from 'react-router';
import { linkStateProps } from './public-nav.ts';
import { t } from '@vh/contracts';

/** One of the signed-in header's links; `current` marks the one being viewed. */
export type TAppLink = { key: string; label: string; icon: Icon; to: To; current: boolean };

/** The signed-in header's inline links, shown from `visibleFrom` up. */
export function AppNavLinks({
  links,
  visibleFrom,
}: {
  links: readonly TAppLink[];
  visibleFrom: MantineBreakpoint;
}) {
  return (
    <Box component="nav" aria-label={t('common.dashboard.mainNav')} visibleFrom={visibleFrom}>
      <Group gap="xl" wrap="nowrap">
        {links.map((link) => (
          <Anchor key={link.key} component={Link} to={link.to} {...linkStateProps(link.current)}>
            {link.label}
          </Anchor>
        ))}
      </Group>
    </Box>
  );
}
