import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { layout, timings, type TProfile, t } from '@vh/contracts';
import { Link, type To } from 'react-router';
import { initialsOf } from './initials.ts';

/**
 * SPEC §2 avatar menu: opens on hover or click (click keeps it reachable by keyboard and touch).
 * Settings leads to the settings panel, when this person may open it; Logout to /logout, which
 * signs out and moves on.
 */
export function AvatarMenu({ profile, settingsTo }: { profile: TProfile; settingsTo: To | null }) {
  const initials = initialsOf(profile);
  return (
    <Menu
      trigger="click-hover"
      openDelay={timings.menuOpenDelayMs}
      closeDelay={timings.menuCloseDelayMs}
      position="bottom-end"
      width={200}
      shadow="md"
    >
      <Menu.Target>
        {/* The name starts with the initials it shows, so speech users can say what they see. */}
        <UnstyledButton aria-label={t('common.dashboard.accountMenu', { initials })}>
          <Avatar size={layout.avatarSizePx} radius="xl" color="indigo">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile.username}</Menu.Label>
        {settingsTo !== null && (
          <Menu.Item
            component={Link}
            to={settingsTo}
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('common.actions.settings')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} aria-hidden />}>
          {t('common.actions.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
