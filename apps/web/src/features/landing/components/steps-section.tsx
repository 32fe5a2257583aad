import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { stepsCopy } from '../landing.copy.ts';
import { LandingSection } from './landing-section.tsx';

export function StepsSection() {
  return (
    <LandingSection id="how-it-works" title={stepsCopy.title} bg="gray.0">
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing="lg"
        m={0}
        p={0}
        renderRoot={(props) => <ol {...props} />}
      >
        {stepsCopy.items.map((step, index) => (
          <Box component="li" key={step.title} style={{ listStyle: 'none' }}>
            <Paper withBorder radius="md" p="xl" h="100%">
              <Stack gap="sm">
                <ThemeIcon size={40} radius="xl" aria-hidden>
                  <Text component="span" fw={800} c="white">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {step.title}
                </Title>
                <Text c="dimmed">{step.text}</Text>
              </Stack>
            </Paper>
          </Box>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
