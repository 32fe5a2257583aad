import { layout, t } from '@vh/contracts';
import { Anchor, Box, Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { AccountActions } from './account-actions.tsx';
import { currentLinkProps, publicHeaderLinks } from './public-nav.ts';

/** The menu below the `lg` breakpoint: the page links and, on phones, the account buttons. */
export function PublicMenuDrawer({
  opened,
  onClose,
  pathname,
  signedInUser,
}: {
  opened: boolean;
  onClose: () => void;
  pathname: string;
  signedInUser: boolean;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="top"
      title={t('common.publicShell.menuTitle')}
      closeButtonProps={{ 'aria-label': t('common.publicShell.closeMenu') }}
      // Below the header, so the logo and the burger (now a cross) stay in view.
      styles={{
        inner: { top: layout.publicHeaderHeightPx },
        overlay: { top: layout.publicHeaderHeightPx },
        content: { height: 'auto', maxHeight: `calc(100dvh - ${layout.publicHeaderHeightPx}px)` },
      }}
    >
      <Stack gap="lg">
        <Box component="nav" aria-label={t('common.publicShell.menuNav')}>
          <Stack gap={0}>
            {publicHeaderLinks.map((link) => (
              <Anchor
                key={link.to}
                component={Link}
                to={link.to}
                onClick={onClose}
                {...currentLinkProps(pathname, link.to)}
                fz="lg"
                py="sm"
                underline="never"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                {t(link.label)}
              </Anchor>
            ))}
          </Stack>
        </Box>
        {/* From `sm` up these buttons already sit in the header. */}
        <Stack gap="sm" hiddenFrom="sm">
          <AccountActions signedInUser={signedInUser} fullWidth onNavigate={onClose} />
        </Stack>
      </Stack>
    </Drawer>
  );
}
