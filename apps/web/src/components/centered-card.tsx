import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '@vh/contracts';

/**
 * The frame of the public screens: the product name, then one card at most 420 px wide, centred
 * on large screens and edge to edge (with a little margin) on a phone. It is the page's <main>.
 */
export function CenteredCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    // The page's one landmark: these screens have no header or footer around them.
    <Center component="main" mih="100dvh" px="md" py="xl">
      <Box w="100%" maw={420}>
        <Stack gap="lg">
          <Anchor component={Link} to="/" ta="center" underline="never" c="inherit">
            <Text fw={800} fz="xl">
              {t('common.productName')}
            </Text>
          </Anchor>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
            <Stack gap="md">
              <Title order={1} fz="h2" ta="center">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
