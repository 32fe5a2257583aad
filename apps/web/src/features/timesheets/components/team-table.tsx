import { Anchor, Badge, Box, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { t, type TTeamRow, type TTeamWeek } from '@vh/contracts';
import { formatInstant } from '../../../lib/dates.ts';
import { Fragment } from 'react';
import { formatHours } from '../../../lib/hours.ts';
import { formatWeekdayShort } from '../wall-clock.ts';
import classes from './team-table.module.css';

const FIGURES = ['worked', 'regular', 'overtime', 'holiday'] as const;
/**
 * Below `lg` only Worked is shown: the regular, overtime and holiday split of each week is in the
 * person's own week and in reports, and without it the week fits a tablet upright.
 */
const visibleFrom = (figure: (typeof FIGURES)[number]) =>
  figure === 'worked' ? undefined : ('lg' as const);

/**
 * Hours whose number and unit stay together ("11 h" / "15 min" when the column is narrow): the
 * words are kept in pairs, each pair unbroken, with ordinary spaces between for screen readers.
 */
function Hours({ text }: { text: string }) {
  const words = text.split(' ');
  const pairs = words.flatMap((word, i) => (i % 2 === 0 ? [words.slice(i, i + 2).join(' ')] : []));
  return pairs.map((pair, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      <span style={{ whiteSpace: 'nowrap' }}>{pair}</span>
    </Fragment>
  ));
}

/** Hours in a cell; a dash for none, so the hours that are there stand out. */
const hoursOrDash = (seconds: number) =>
  seconds > 0 ? <Hours text={formatHours(seconds)} /> : t('timesheets.none');

/**
 * People × days of the week: hours per cell (flagged cells marked), totals, approval. The person,
 * their Approve and their status come first, so a narrow screen scrolls only the days and totals
 * sideways, inside the table, under the person's column that stays in place.
 */
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
    <Table.ScrollContainer minWidth={0} type="native">
      {/* Cells a little closer than Mantine's default, so seven days and the total fit a tablet. */}
      <Table aria-label={label} verticalSpacing="xs" horizontalSpacing={8} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.person}>
              {t('timesheets.team.person')}
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('timesheets.team.actions')}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{t('timesheets.team.status')}</Table.Th>
            {team.dates.map((date) => (
              <Table.Th key={date} scope="col" ta="right">
                {formatWeekdayShort(date)}
              </Table.Th>
            ))}
            {FIGURES.map((figure) => (
              <Table.Th key={figure} scope="col" ta="right" visibleFrom={visibleFrom(figure)}>
                {t(`timesheets.totals.${figure}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {team.rows.map((row) => (
            <Table.Tr key={row.staff_uid}>
              <Table.Th scope="row" fw={400} className={classes.person}>
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
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                {/* Narrow, so "Not approved yet" wraps rather than push the total out of view. */}
                <Box maw={90}>
                  <ApprovalStatus row={row} />
                </Box>
              </Table.Td>
              {row.days.map((day) => (
                <Table.Td
                  key={day.date}
                  ta="right"
                  bg={day.flagged ? 'var(--mantine-color-yellow-1)' : undefined}
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
                <Table.Td key={figure} ta="right" visibleFrom={visibleFrom(figure)}>
                  {hoursOrDash(row.totals[`${figure}_seconds`])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" className={classes.person}>
              {t('timesheets.team.total')}
            </Table.Th>
            <Table.Td />
            <Table.Td />
            {team.dates.map((date) => (
              <Table.Td key={date} />
            ))}
            {FIGURES.map((figure) => (
              <Table.Th key={figure} ta="right" visibleFrom={visibleFrom(figure)}>
                <Hours text={formatHours(team.totals[`${figure}_seconds`])} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Approved (by whom, when), approved but changed since, or not yet. */
function ApprovalStatus({ row }: { row: TTeamRow }) {
  if (row.approval?.stale) {
    return (
      <Text size="xs" c="orange.9">
        {t('timesheets.approval.staleShort')}
      </Text>
    );
  }
  if (row.approval) {
    return (
      <Stack gap={2}>
        <Badge color="teal.9" size="sm" leftSection={<IconLock size={10} aria-hidden />}>
          {t('timesheets.approval.locked')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('timesheets.approval.approvedBy', {
            name: row.approval.approved_by_name,
            when: formatInstant(row.approval.approved_at),
          })}
        </Text>
      </Stack>
    );
  }
  return <Text size="xs">{t('timesheets.approval.notApproved')}</Text>;
}
