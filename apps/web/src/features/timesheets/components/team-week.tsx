import { Alert, Button, Group, List, Loader, Select, Stack, Text } from '@mantine/core';
import { t, type TApproveRequest, type TApproveResponse, type TTeamRow } from '@vh/contracts';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { approveWeeks } from '../api/timesheets.ts';
import type { TCentreOption } from '../edit-request.ts';
import { useTeamWeek, useTimesheetsChanged } from '../hooks/use-timesheets.ts';
import { serverMessage } from '../server-message.ts';
import { formatLongDay } from '../wall-clock.ts';
import { ErrorNote } from './error-note.tsx';
import { TeamTable } from './team-table.tsx';
import { WeekNav } from './week-nav.tsx';

/** Owners and managers: everyone's week at a glance, approved person by person or all at once. */
export function TeamWeek({
  week,
  centres,
  onWeek,
  onOpen,
}: {
  week: string | null;
  centres: readonly TCentreOption[];
  onWeek: (week: string | null) => void;
  onOpen: (staffUid: string) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  // With one centre there is nothing to choose: it is the centre.
  const businessId = chosen ?? (centres.length === 1 ? (centres[0]?.id ?? null) : null);
  const team = useTeamWeek(week, businessId);
  const changed = useTimesheetsChanged();
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<TApproveResponse | null>(null);

  async function approve(body: TApproveRequest, key: string) {
    setBusy(key);
    setResult(null);
    try {
      setResult(await approveWeeks(body));
      await changed();
    } catch (error) {
      notifyError(serverMessage(error, t('toasts.saveError')));
    } finally {
      setBusy(null);
    }
  }

  const data = team.data;
  const approveRow = (row: TTeamRow) =>
    data && void approve({ week: data.week_start, staff_uid: row.staff_uid }, row.staff_uid);

  return (
    <SectionCard
      title={t('timesheets.team.title')}
      gap="md"
      subtitle={
        data ? (
          <Text size="sm" c="dimmed">
            {t('timesheets.week.range', {
              from: formatLongDay(data.week_start),
              to: formatLongDay(data.week_end),
            })}
          </Text>
        ) : null
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        {centres.length > 1 && (
          <Select
            label={t('timesheets.team.centre')}
            placeholder={t('timesheets.team.allCentres')}
            data={centres.map((centre) => ({ value: centre.id, label: centre.name }))}
            value={chosen}
            onChange={setChosen}
            clearable
            w={{ base: '100%', xs: 260 }}
          />
        )}
        <WeekNav previous={data?.previous_week} next={data?.next_week} onWeek={onWeek} />
      </Group>
      {result && <ApproveResult result={result} onClose={() => setResult(null)} />}
      {team.isPending ? (
        <Loader size="sm" role="status" aria-label={t('timesheets.week.loading')} />
      ) : team.isError && !data ? (
        <ErrorNote error={team.error} onRetry={() => void team.refetch()} />
      ) : !data || data.rows.length === 0 ? (
        <Text c="dimmed">{t('timesheets.team.empty')}</Text>
      ) : (
        <TeamTable
          team={data}
          label={t('timesheets.team.title')}
          busy={busy}
          onOpen={onOpen}
          onApprove={approveRow}
        />
      )}
      {data && data.rows.length > 0 && (
        <Group gap="sm" wrap="wrap">
          <Button
            disabled={!businessId || busy !== null}
            loading={busy === 'all'}
            onClick={() =>
              businessId && void approve({ week: data.week_start, business_id: businessId }, 'all')
            }
          >
            {t('timesheets.team.approveAll')}
          </Button>
          {!businessId && (
            <Text size="sm" c="dimmed">
              {t('timesheets.team.approveAllHint')}
            </Text>
          )}
        </Group>
      )}
    </SectionCard>
  );
}

/** Who was approved, and who was not and why (a missing clock-out, an unreviewed punch…). */
function ApproveResult({ result, onClose }: { result: TApproveResponse; onClose: () => void }) {
  const skipped = result.skipped.length > 0;
  return (
    <Alert
      color={skipped ? 'yellow' : 'teal'}
      title={t('timesheets.team.resultTitle')}
      withCloseButton
      closeButtonLabel={t('common.actions.close')}
      onClose={onClose}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {result.approved.length > 0
            ? t('timesheets.team.approvedCount', { count: result.approved.length })
            : t('timesheets.team.nothingApproved')}
        </Text>
        {skipped && (
          <div>
            <Text size="sm" fw={600}>
              {t('timesheets.team.skippedTitle')}
            </Text>
            <List size="sm">
              {result.skipped.map((person) => (
                <List.Item key={person.staff_uid}>
                  {t('timesheets.team.skipped', { name: person.name, reason: person.reason })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Alert>
  );
}
