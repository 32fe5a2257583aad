import { Anchor, Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppLinkBadge, type TAppLink } from './app-nav.tsx';
import { linkStateProps } from './public-nav.ts';
import { t } from '@vh/contracts';

/** The signed-in menu below the `lg` breakpoint: the same links as the header, and Logout. */
export function AppMenuDrawer({
  opened,
  onClose,
  links,
  headerHeight,
}: {
  opened: boolean;
  onClose: () => void;
  links: readonly TAppLink[];
  headerHeight: number;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="top"
      title={t('common.dashboard.menuTitle')}
      closeButtonProps={{ 'aria-label': t('common.dashboard.closeMenu') }}
      // Below the header, so the logo, the burger (now a cross) and the avatar stay in view.
      styles={{
        inner: { top: headerHeight },
        overlay: { top: headerHeight },
        content: { height: 'auto', maxHeight: `calc(100dvh - ${headerHeight}px)` },
      }}
    >
      <Stack gap="lg">
        <Box component="nav" aria-label={t('common.dashboard.menuNav')}>
          <Stack gap={0}>
            {links.map(({ key, label, icon: LinkIcon, to, current, badge }) => (
              <Anchor
                key={key}
                component={Link}
                to={to}
                onClick={onClose}
                {...linkStateProps(current)}
                fz="lg"
                py="sm"
                underline="never"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="sm" wrap="nowrap">
                  <LinkIcon size={22} stroke={1.75} aria-hidden />
                  {label}
                  {/* The space keeps "Staff 3 waiting" two words for screen readers. */}
                  {badge && ' '}
                  <AppLinkBadge badge={badge} />
                </Group>
              </Anchor>
            ))}
          </Stack>
        </Box>
        <Button
          component={Link}
          to="/logout"
          variant="default"
          fullWidth
          leftSection={<IconLogout size={18} aria-hidden />}
        >
          {t('common.actions.logout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
