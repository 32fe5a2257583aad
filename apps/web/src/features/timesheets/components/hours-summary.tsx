import { Box, SimpleGrid, Text } from '@mantine/core';
import { t, type THours } from '@vh/contracts';
import { formatHours } from '../../../lib/hours.ts';

const FIGURES = ['worked', 'regular', 'overtime', 'holiday'] as const;

/** Worked, regular, overtime and holiday hours as a description list (two columns on phones). */
export function HoursSummary({ hours, label }: { hours: THours; label: string }) {
  return (
    <SimpleGrid component="dl" aria-label={label} cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
      {FIGURES.map((figure) => (
        <Box key={figure}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`timesheets.totals.${figure}`)}
          </Text>
          <Text component="dd" fw={700} m={0}>
            {formatHours(hours[`${figure}_seconds`])}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
