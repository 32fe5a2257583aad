import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { publicFooterLinks } from './public-nav.ts';
import { t } from '@vh/contracts';

/** The public site's footer: the legal and contact links (SPEC §2) and the copyright line. */
export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      bg="gray.0"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={4} maw={360}>
              <Text fw={800} fz="lg">
                {t('common.productName')}
              </Text>
              <Text fz="sm" c="gray.8">
                {t('common.publicShell.footerTagline')}
              </Text>
            </Stack>
            <Box component="nav" aria-label={t('common.publicShell.footerNav')}>
              <Box
                component="ul"
                m={0}
                p={0}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-lg)',
                  listStyle: 'none',
                }}
              >
                {publicFooterLinks.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} fz="sm" c="dark.7">
                      {t(link.label)}
                    </Anchor>
                  </li>
                ))}
              </Box>
            </Box>
          </Group>
          <Text fz="sm" c="gray.8">
            {t('common.publicShell.copyright', { year, productName: t('common.productName') })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
