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
import { Link } from 'react-router';
import { heroCopy } from '../landing.copy.ts';

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
              {heroCopy.eyebrow}
            </Text>
            <Title order={1} id="hero-title" fz={{ base: 34, sm: 44, lg: 52 }} lh={1.1}>
              {heroCopy.title}
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="gray.8">
              {heroCopy.lead}
            </Text>
            <Stack gap="xs">
              <Group gap="sm">
                <Button
                  component={Link}
                  to="/register"
                  size="lg"
                  rightSection={<IconArrowRight size={20} aria-hidden />}
                >
                  {heroCopy.signUp}
                </Button>
                <Button component={Link} to="/pricing" size="lg" variant="default">
                  {heroCopy.pricing}
                </Button>
              </Group>
              <Text fz="sm" c="gray.8">
                {heroCopy.signUpClaim}
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
      aria-label={heroCopy.previewLabel}
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
          <Text fw={700}>{heroCopy.previewTitle}</Text>
          <Badge color="teal.9" variant="filled">
            {heroCopy.previewBadge}
          </Badge>
        </Group>
        {heroCopy.previewRows.map((row) => (
          <Group
            key={row.name}
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
                  {row.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {row.times}
                </Text>
              </Stack>
            </Group>
            <Stack gap={0} align="flex-end">
              <Text fw={600}>{row.total}</Text>
              <Text fz="xs" c="teal.9" fw={600}>
                {heroCopy.previewVerified}
              </Text>
            </Stack>
          </Group>
        ))}
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {heroCopy.previewFooter}
          </Text>
          <Text fw={800} fz="lg">
            {heroCopy.previewFooterTotal}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
