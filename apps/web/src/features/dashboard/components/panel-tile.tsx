import { Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, type To } from 'react-router';
import classes from './panel-tile.module.css';

type PanelTileProps = {
  icon: Icon;
  label: string;
  description: string;
  to: To;
  current: boolean;
  /** A short count beside the label (people waiting for approval); part of the link's name. */
  badge?: string | undefined;
};

/**
 * A large card on the home panel. A link rather than a button: it changes the URL, so it opens in
 * a new tab too. Its name is all of its text, as it reads (WCAG 2.5.3).
 */
export function PanelTile({
  icon: TileIcon,
  label,
  description,
  to,
  current,
  badge,
}: PanelTileProps) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.tile}
      aria-current={current ? 'page' : undefined}
    >
      <Stack gap="sm">
        <ThemeIcon variant="light" size={48} radius="md" aria-hidden>
          <TileIcon size={28} stroke={1.75} />
        </ThemeIcon>
        <div>
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {label}
            </Text>
            {badge && (
              <Badge color="red.8" variant="filled">
                {badge}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
      </Stack>
    </UnstyledButton>
  );
}
