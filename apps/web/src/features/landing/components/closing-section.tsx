import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { SIGN_UP_SECONDS_CLAIM, t } from '@vh/contracts';
import { Link } from 'react-router';

/** The last call to action, on the primary colour (white text: no dimmed text here). */
export function ClosingSection() {
  return (
    <Box
      component="section"
      aria-labelledby="closing-title"
      bg="indigo.8"
      py={{ base: 56, md: 80 }}
    >
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Title order={2} id="closing-title" c="white" fz={{ base: 28, md: 36 }} lh={1.2}>
            {t('landing.closing.title')}
          </Title>
          <Text c="white" fz="lg" maw={560}>
            {t('landing.closing.text', { seconds: SIGN_UP_SECONDS_CLAIM })}
          </Text>
          <Group justify="center">
            <Button component={Link} to="/register" size="lg" variant="white">
              {t('landing.closing.signUp')}
            </Button>
            <Button
              component={Link}
              to="/contact"
              size="lg"
              variant="outline"
              color="white"
              style={{ borderColor: 'var(--mantine-color-white)' }}
            >
              {t('landing.closing.contact')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
