import { Anchor, Table, Text } from '@mantine/core';
import { formatMoney, t, type THours } from '@vh/contracts';
import { useId } from 'react';
import { Link, type To } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatHours } from '../../../lib/hours.ts';

export type TBreakdownRow = THours & {
  key: string;
  name: string;
  flagged_punches: number;
  edited_shifts: number;
  /** Where the name leads (a person's timesheet), if anywhere. */
  to?: To;
  /** Gross pay of the row, where the caller may see money. */
  gross_cents?: number;
};

const HOURS = ['worked', 'regular', 'overtime', 'holiday'] as const;

/** Hours and counts by person or by centre, and gross pay beside the hours when `withGross`. */
export function BreakdownTable({
  title,
  nameHeader,
  rows,
  withGross = false,
}: {
  title: string;
  nameHeader: string;
  rows: readonly TBreakdownRow[];
  withGross?: boolean;
}) {
  const headingId = useId();
  return (
    <SectionCard title={title} headingId={headingId}>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('reports.noRows')}</Text>
      ) : (
        // Focusable and named, so a keyboard can scroll it when a phone is too narrow for it.
        <Table.ScrollContainer
          minWidth={640}
          type="native"
          tabIndex={0}
          role="group"
          aria-labelledby={headingId}
        >
          <Table aria-labelledby={headingId} verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{nameHeader}</Table.Th>
                {HOURS.map((figure) => (
                  <Table.Th key={figure} scope="col" ta="right">
                    {t(`reports.summary.${figure}`)}
                  </Table.Th>
                ))}
                {withGross && (
                  <Table.Th scope="col" ta="right">
                    {t('pay.gross')}
                  </Table.Th>
                )}
                <Table.Th scope="col" ta="right">
                  {t('reports.summary.flaggedPunches')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('reports.summary.editedShifts')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={600}>
                    {row.to ? (
                      <Anchor component={Link} to={row.to} size="sm" fw={600}>
                        {row.name}
                      </Anchor>
                    ) : (
                      row.name
                    )}
                  </Table.Th>
                  {HOURS.map((figure) => (
                    <Table.Td key={figure} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatHours(row[`${figure}_seconds`])}
                    </Table.Td>
                  ))}
                  {withGross && (
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.gross_cents ?? 0)}
                    </Table.Td>
                  )}
                  <Table.Td ta="right">{row.flagged_punches}</Table.Td>
                  <Table.Td ta="right">{row.edited_shifts}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
