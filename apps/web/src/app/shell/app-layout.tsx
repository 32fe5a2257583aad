import { Anchor, AppShell, Container, Group, Text } from '@mantine/core';
import { layout, type TProfile } from '@vh/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { copy } from '../../lib/copy.ts';
import { AvatarMenu } from './avatar-menu.tsx';

const headerHeight = layout.avatarSizePx + 20;

/** The signed-in frame: a header with the product name and the avatar menu, then the page. */
export function AppLayout({ profile, children }: { profile: TProfile; children: ReactNode }) {
  return (
    <AppShell header={{ height: headerHeight }} padding="md">
      <AppShell.Header px="md">
        <Container size="lg" h="100%" px={0}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/dashboard" underline="never" c="inherit">
              <Text fw={800} fz="lg">
                {copy.productName}
              </Text>
            </Anchor>
            <AvatarMenu profile={profile} />
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
