import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, t, type TPayLine } from '@vh/contracts';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { readPayEstimate } from '../api/pay-estimate.ts';

/** 150 → "1.5": the multiplier as people say it. */
const multiplierText = (pct: number) => String(pct / 100);

function lineWords(line: TPayLine): string {
  const figures = { hours: line.hours, rate: formatMoney(line.rate_cents) };
  return line.multiplier_pct === 100
    ? t('pay.estimate.line', figures)
    : t('pay.estimate.lineWithMultiplier', {
        ...figures,
        multiplier: multiplierText(line.multiplier_pct),
      });
}

/**
 * A staff member's own pay so far in the open pay period, at the top of their timesheet: hours by
 * type × rate and the gross, said to be an estimate and not a payslip. Nothing shows while it
 * loads or when it cannot be read: the timesheet below is what the page is for.
 */
export function PayEstimateCard() {
  const estimate = useQuery({
    queryKey: ['pay-estimate'],
    queryFn: ({ signal }) => readPayEstimate(signal),
    retry: false,
  });
  if (!estimate.data) return null;
  const { period, lines, gross_cents: gross, missing_rate_seconds: missing } = estimate.data;
  return (
    <SectionCard
      title={t('pay.estimate.title', {
        from: formatCalendarDate(period.from),
        to: formatCalendarDate(period.to),
      })}
      subtitle={
        <Text size="sm" c="dimmed">
          {t('pay.estimate.note')}
        </Text>
      }
    >
      {lines.length === 0 ? (
        <Text c="dimmed">{t('pay.estimate.empty')}</Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={`${line.type}-${line.rate_cents}-${line.multiplier_pct}`}>
                <Table.Th scope="row" fw={600}>
                  {t(`pay.types.${line.type}`)}
                </Table.Th>
                <Table.Td>{lineWords(line)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.gross_cents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={700}>{t('pay.estimate.gross')}</Text>
          <Text fw={700}>{formatMoney(gross)}</Text>
        </Group>
        {missing > 0 && (
          <Alert color="orange" variant="light" p="xs">
            <Text size="sm">{t('pay.estimate.missingRate')}</Text>
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
