import { Anchor, Badge, Box, Group, type MantineBreakpoint } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, type To } from 'react-router';
import { linkStateProps } from './public-nav.ts';
import { t } from '@vh/contracts';

/**
 * One of the signed-in header's links; `current` marks the one being viewed. `badge` is what waits
 * there, in words that read on their own ("3 waiting"): the link is named by its label and badge.
 */
export type TAppLink = {
  key: string;
  label: string;
  icon: Icon;
  to: To;
  current: boolean;
  badge?: string | undefined;
};

/** A link's badge, small beside its label; nothing when nothing waits. */
export function AppLinkBadge({ badge }: { badge: string | undefined }) {
  if (!badge) return null;
  return (
    <Badge size="sm" color="red.9" variant="filled" style={{ flexShrink: 0 }}>
      {badge}
    </Badge>
  );
}

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
      {/* lg, not xl: eight links and a badge or two fit beside the logo and avatar from 1200 px. */}
      <Group gap="lg" wrap="nowrap">
        {links.map((link) => (
          <Anchor
            key={link.key}
            component={Link}
            to={link.to}
            {...linkStateProps(link.current)}
            style={{ whiteSpace: 'nowrap' }}
          >
            {link.label}
            {link.badge && (
              <>
                {' '}
                <AppLinkBadge badge={link.badge} />
              </>
            )}
          </Anchor>
        ))}
      </Group>
    </Box>
  );
}
