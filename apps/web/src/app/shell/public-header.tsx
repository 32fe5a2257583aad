import { Anchor, Box, Burger, Container, Group, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconClockCheck } from '@tabler/icons-react';
import { layout, t } from '@vh/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { AccountActions } from './account-actions.tsx';
import { currentLinkProps, publicHeaderLinks } from './public-nav.ts';

const loadDrawer = () => import('./public-menu-drawer.tsx');
const PublicMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.PublicMenuDrawer })));

const linksFrom = layout.headerLinksFrom;

/**
 * The public site's header: the logo, the page links inline from the `lg` breakpoint up, and
 * below it a burger that drops a drawer under the header. A signed-in USER gets a Dashboard button
 * where everyone else gets Login and Sign up (SPEC §2).
 */
export function PublicHeader() {
  const { session, role } = useSession();
  const signedInUser = session !== null && role === 'USER';
  const theme = useMantineTheme();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code (Mantine's modal machinery) loads on first use, not with the landing page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  // The burger is gone once the inline links show, so a drawer left open on resize must go too.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[linksFrom]})`);
  const menuOpen = opened && !wide;

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      h={layout.publicHeaderHeightPx}
      bg="white"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Anchor
            component={Link}
            to={signedInUser ? '/dashboard' : '/'}
            underline="never"
            c="dark.8"
            onClick={close}
          >
            <Group gap={8} wrap="nowrap">
              <IconClockCheck size={28} stroke={1.8} color={theme.colors.indigo[7]} aria-hidden />
              <Text component="span" fw={800} fz="xl" lh={1}>
                {t('common.productName')}
              </Text>
            </Group>
          </Anchor>

          <Box component="nav" aria-label={t('common.publicShell.mainNav')} visibleFrom={linksFrom}>
            <Group gap="xl" wrap="nowrap">
              {publicHeaderLinks.map((link) => (
                <Anchor
                  key={link.to}
                  component={Link}
                  to={link.to}
                  {...currentLinkProps(pathname, link.to)}
                >
                  {t(link.label)}
                </Anchor>
              ))}
            </Group>
          </Box>

          <Group gap="sm" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <AccountActions signedInUser={signedInUser} />
            </Group>
            <Burger
              hiddenFrom={linksFrom}
              opened={menuOpen}
              onClick={() => {
                setDrawerWanted(true);
                toggle();
              }}
              onPointerEnter={loadDrawer}
              onFocus={loadDrawer}
              aria-label={t('common.publicShell.menuButton')}
              aria-expanded={menuOpen}
              // While the menu is open its own close button is the one way out: two would compete.
              style={menuOpen ? { visibility: 'hidden' } : undefined}
            />
          </Group>
        </Group>
      </Container>

      {drawerWanted && (
        <Suspense fallback={null}>
          <PublicMenuDrawer
            opened={menuOpen}
            onClose={close}
            pathname={pathname}
            signedInUser={signedInUser}
          />
        </Suspense>
      )}
    </Box>
  );
}
