import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconMapPinCheck } from '@tabler/icons-react';
import { SIGN_UP_SECONDS_CLAIM, t } from '@vh/contracts';
import { Link } from 'react-router';

/** The drawn timesheet's rows, in order (landing.hero.previewRows). */
const PREVIEW_ROWS = ['maria', 'sam', 'priya'] as const;

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 48, md: 96 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-white) 100%)',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }}>
          <Stack gap="lg" justify="center">
            <Text fw={700} c="indigo.8" tt="uppercase" fz="sm" lts={0.5}>
              {t('landing.hero.eyebrow')}
            </Text>
            <Title order={1} id="hero-title" fz={{ base: 34, sm: 44, lg: 52 }} lh={1.1}>
              {t('landing.hero.title')}
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="gray.8">
              {t('landing.hero.lead')}
            </Text>
            <Stack gap="xs">
              <Group gap="sm">
                <Button
                  component={Link}
                  to="/register"
                  size="lg"
                  rightSection={<IconArrowRight size={20} aria-hidden />}
                >
                  {t('landing.hero.signUp')}
                </Button>
                <Button component={Link} to="/pricing" size="lg" variant="default">
                  {t('landing.hero.pricing')}
                </Button>
              </Group>
              <Text fz="sm" c="gray.8">
                {t('landing.hero.signUpClaim', { seconds: SIGN_UP_SECONDS_CLAIM })}
              </Text>
            </Stack>
          </Stack>
          <TimesheetPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** A drawn example of the product, in markup rather than a screenshot so the page stays light. */
function TimesheetPreview() {
  return (
    <Paper
      role="img"
      aria-label={t('landing.hero.previewLabel')}
      withBorder
      shadow="xl"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={520}
      w="100%"
      mx="auto"
      style={{ alignSelf: 'center' }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('landing.hero.previewTitle')}</Text>
          <Badge color="teal.9" variant="filled">
            {t('landing.hero.previewBadge')}
          </Badge>
        </Group>
        {PREVIEW_ROWS.map((row) => (
          <Group
            key={row}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            pb="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Group gap="sm" wrap="nowrap" miw={0}>
              <ThemeIcon variant="light" radius="xl" size="lg">
                <IconMapPinCheck size={20} />
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                <Text fw={600} truncate>
                  {t(`landing.hero.previewRows.${row}.name`)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {t(`landing.hero.previewRows.${row}.times`)}
                </Text>
              </Stack>
            </Group>
            <Stack gap={0} align="flex-end">
              <Text fw={600}>{t(`landing.hero.previewRows.${row}.total`)}</Text>
              <Text fz="xs" c="teal.9" fw={600}>
                {t('landing.hero.previewVerified')}
              </Text>
            </Stack>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {t('landing.hero.previewFooter')}
          </Text>
          <Text fw={800} fz="lg">
            {t('landing.hero.previewFooterTotal')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
