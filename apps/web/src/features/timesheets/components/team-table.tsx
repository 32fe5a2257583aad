import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { t, type TTeamRow, type TTeamWeek } from '@vh/contracts';
import { formatInstant } from '../../../lib/dates.ts';
import { formatHours } from '../hours.ts';
import { formatWeekdayShort } from '../wall-clock.ts';

const FIGURES = ['worked', 'regular', 'overtime', 'holiday'] as const;

/** Hours in a cell; a dash for none, so the hours that are there stand out. */
const hoursOrDash = (seconds: number) =>
  seconds > 0 ? formatHours(seconds) : t('timesheets.none');

/** People × days of the week: hours per cell (flagged cells marked), totals, approval. */
export function TeamTable({
  team,
  label,
  busy,
  onOpen,
  onApprove,
}: {
  team: TTeamWeek;
  label: string;
  /** The person whose approval is being sent ('all' for the whole centre). */
  busy: string | null;
  onOpen: (staffUid: string) => void;
  onApprove: (row: TTeamRow) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={920} type="native">
      <Table aria-label={label} verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('timesheets.team.person')}</Table.Th>
            {team.dates.map((date) => (
              <Table.Th key={date} scope="col" ta="right">
                {formatWeekdayShort(date)}
              </Table.Th>
            ))}
            {FIGURES.map((figure) => (
              <Table.Th key={figure} scope="col" ta="right">
                {t(`timesheets.totals.${figure}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('timesheets.team.status')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('timesheets.team.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {team.rows.map((row) => (
            <Table.Tr key={row.staff_uid}>
              <Table.Th scope="row" fw={400}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  ta="left"
                  onClick={() => onOpen(row.staff_uid)}
                >
                  {row.name}
                </Anchor>
                {row.position && (
                  <Text size="xs" c="dimmed">
                    {row.position}
                  </Text>
                )}
              </Table.Th>
              {row.days.map((day) => (
                <Table.Td
                  key={day.date}
                  ta="right"
                  bg={day.flagged ? 'var(--mantine-color-yellow-1)' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {day.flagged && (
                    <>
                      <IconAlertTriangle
                        size={14}
                        color="var(--mantine-color-red-9)"
                        aria-hidden
                        style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
                      />
                      <VisuallyHidden>{`${t('timesheets.team.flagged')}: `}</VisuallyHidden>
                    </>
                  )}
                  {hoursOrDash(day.worked_seconds)}
                </Table.Td>
              ))}
              {FIGURES.map((figure) => (
                <Table.Td key={figure} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {hoursOrDash(row.totals[`${figure}_seconds`])}
                </Table.Td>
              ))}
              <Table.Td>
                {row.approval?.stale ? (
                  <Text size="xs" c="orange.9">
                    {t('timesheets.approval.staleShort')}
                  </Text>
                ) : row.approval ? (
                  <Stack gap={2}>
                    <Badge
                      color="teal.9"
                      size="sm"
                      leftSection={<IconLock size={10} aria-hidden />}
                    >
                      {t('timesheets.approval.locked')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {t('timesheets.approval.approvedBy', {
                        name: row.approval.approved_by_name,
                        when: formatInstant(row.approval.approved_at),
                      })}
                    </Text>
                  </Stack>
                ) : (
                  <Text size="xs">{t('timesheets.approval.notApproved')}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {(!row.approval || row.approval.stale) && (
                    <Button
                      size="compact-sm"
                      loading={busy === row.staff_uid}
                      disabled={busy !== null}
                      onClick={() => onApprove(row)}
                      aria-label={`${t('timesheets.approval.approve')}: ${row.name}`}
                    >
                      {t('timesheets.approval.approve')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('timesheets.team.total')}</Table.Th>
            {team.dates.map((date) => (
              <Table.Td key={date} />
            ))}
            {FIGURES.map((figure) => (
              <Table.Th key={figure} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatHours(team.totals[`${figure}_seconds`])}
              </Table.Th>
            ))}
            <Table.Td />
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
