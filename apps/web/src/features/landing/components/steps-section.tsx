import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { INVITE_CODE_LENGTH, SIGN_UP_SECONDS_CLAIM, t } from '@vh/contracts';
import { LandingSection } from './landing-section.tsx';

/** The steps, in order (landing.steps.items). */
const STEPS = ['createAccount', 'inviteStaff', 'reviewHours'] as const;

export function StepsSection() {
  const values = { seconds: SIGN_UP_SECONDS_CLAIM, length: INVITE_CODE_LENGTH };
  return (
    <LandingSection id="how-it-works" title={t('landing.steps.title')} bg="gray.0">
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing="lg"
        m={0}
        p={0}
        renderRoot={(props) => <ol {...props} />}
      >
        {STEPS.map((step, index) => (
          <Box component="li" key={step} style={{ listStyle: 'none' }}>
            <Paper withBorder radius="md" p="xl" h="100%">
              <Stack gap="sm">
                <ThemeIcon size={40} radius="xl" aria-hidden>
                  <Text component="span" fw={800} c="white">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {t(`landing.steps.items.${step}.title`)}
                </Title>
                <Text c="dimmed">{t(`landing.steps.items.${step}.text`, values)}</Text>
              </Stack>
            </Paper>
          </Box>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
