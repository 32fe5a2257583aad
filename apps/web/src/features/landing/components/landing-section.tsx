import { Box, Container, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** One band of the landing page: an h2 (and an optional lead) centred above its content. */
export function LandingSection({
  id,
  title,
  lead,
  bg,
  children,
}: {
  /** The section's anchor; its heading gets `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  bg?: MantineColor;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} bg={bg} py={{ base: 56, md: 88 }}>
      <Container size="lg">
        <Stack gap="sm" align="center" ta="center" mb={{ base: 32, md: 48 }}>
          <Title order={2} id={headingId} fz={{ base: 28, md: 36 }} lh={1.2}>
            {title}
          </Title>
          {lead ? (
            <Text fz="lg" c="gray.8" maw={640}>
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
