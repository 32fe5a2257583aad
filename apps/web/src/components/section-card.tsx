import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A bordered section of a dashboard panel, named by its level-2 heading (`aria-labelledby`).
 * `headingId` is for a caller whose table or list is labelled by the same heading; `subtitle`
 * stands under the title in one block with it (a dimmed date range…). The block is there whenever
 * `subtitle` is given, even as null, so a subtitle that comes later does not change the markup.
 */
export function SectionCard({
  title,
  headingId,
  describedBy,
  subtitle,
  gap = 'sm',
  children,
}: {
  title: ReactNode;
  headingId?: string;
  /** The id of what describes the section (`aria-describedby`), if anything. */
  describedBy?: string | undefined;
  subtitle?: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const heading = (
    <Title order={2} fz="h3" id={id}>
      {title}
    </Title>
  );
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      aria-describedby={describedBy}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap={gap}>
        {subtitle === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            {subtitle}
          </div>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
