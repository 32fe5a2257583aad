import { Anchor, AppShell, Burger, Container, Group, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconClockCheck } from '@tabler/icons-react';
import { layout, type TProfile, t } from '@vh/contracts';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { AppUpdate } from '../../lib/pwa/app-update.tsx';
import { AppMenuDrawer } from './app-menu-drawer.tsx';
import { AppNavLinks, type TAppLink } from './app-nav.tsx';
import { AvatarMenu } from './avatar-menu.tsx';

const headerHeight = layout.avatarSizePx + 20;
const linksFrom = layout.headerLinksFrom;

/**
 * The signed-in frame (SPEC §2): the logo, the in-app links inline from `lg` up and behind a
 * burger below it, the avatar menu, then the page. With no links (staff under review) there is
 * no burger either.
 */
export function AppLayout({
  profile,
  links,
  settingsTo,
  children,
}: {
  profile: TProfile;
  links: readonly TAppLink[];
  /** Where the avatar menu's Settings leads; null hides it. */
  settingsTo: To | null;
  children: ReactNode;
}) {
  const theme = useMantineTheme();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The burger is gone once the inline links show, so a drawer left open on resize must go too.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[linksFrom]})`);
  const menuOpen = opened && !wide;
  const withLinks = links.length > 0;

  return (
    <AppShell header={{ height: headerHeight }} padding="md">
      <AppShell.Header px="md">
        <Container size="lg" h="100%" px={0}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
            <Anchor component={Link} to="/dashboard" underline="never" c="dark.8" onClick={close}>
              <Group gap={8} wrap="nowrap">
                <IconClockCheck size={28} stroke={1.8} color={theme.colors.indigo[7]} aria-hidden />
                <Text component="span" fw={800} fz="xl" lh={1}>
                  {t('common.productName')}
                </Text>
              </Group>
            </Anchor>
            {withLinks && <AppNavLinks links={links} visibleFrom={linksFrom} />}
            <Group gap="sm" wrap="nowrap">
              {withLinks && (
                <Burger
                  hiddenFrom={linksFrom}
                  opened={menuOpen}
                  onClick={toggle}
                  aria-label={t('common.dashboard.menuButton')}
                  aria-expanded={menuOpen}
                  // While the menu is open its own close button is the one way out: two would compete.
                  style={menuOpen ? { visibility: 'hidden' } : undefined}
                />
              )}
              <AvatarMenu profile={profile} settingsTo={settingsTo} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      {withLinks && (
        <AppMenuDrawer
          opened={menuOpen}
          onClose={close}
          links={links}
          headerHeight={headerHeight}
        />
      )}
      <AppShell.Main>
        <Container size="lg" px={0}>
          {/* The service worker starts here, once someone has signed in (decision 004). */}
          <AppUpdate />
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
