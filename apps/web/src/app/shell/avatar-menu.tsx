import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { layout, type TProfile } from '@vh/contracts';
import { useNavigate } from 'react-router';
import { copy } from '../../lib/copy.ts';
import { initialsOf } from './initials.ts';

export function AvatarMenu({ profile }: { profile: TProfile }) {
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={copy.dashboard.accountMenu}>
          <Avatar size={layout.avatarSizePx} radius="xl" color="indigo">
            {initialsOf(profile)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{profile.username}</Menu.Label>
        {/* The settings screen is a later issue. */}
        <Menu.Item disabled>{copy.actions.settings}</Menu.Item>
        <Menu.Item onClick={() => void navigate('/logout')}>{copy.actions.logout}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
