import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { t, type TCorrection } from '@vh/contracts';
import { useState } from 'react';
import { formatInstant } from '../../../lib/dates.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { resolveCorrection } from '../api/timesheets.ts';
import { useCorrections, useTimesheetsChanged } from '../hooks/use-timesheets.ts';
import { formatShortDay } from '../wall-clock.ts';
import { ErrorNote } from './error-note.tsx';
import { ReasonModal } from './reason-modal.tsx';
const STATUS_COLOR: Record<TCorrection['status'], string> = {
  open: 'yellow',
  done: 'teal.9',
  declined: 'red.9',
};

type Resolving = { item: TCorrection; status: 'done' | 'declined' };

/**
 * Correction requests. Owners and managers get the open ones in their reach, each answered with a
 * reason; staff get their own, with the answer and its reason once there is one.
 */
export function Corrections({
  manages,
  onOpen,
}: {
  manages: boolean;
  onOpen?: (item: TCorrection) => void;
}) {
  const list = useCorrections();
  const changed = useTimesheetsChanged();
  const [resolving, setResolving] = useState<Resolving | null>(null);
  const items = (list.data?.items ?? []).filter((item) => !manages || item.status === 'open');

  async function resolve(reason: string) {
    if (!resolving) return;
    await resolveCorrection(resolving.item.id, { status: resolving.status, reason });
    notifySuccess(t('timesheets.corrections.resolved'));
    setResolving(null);
    await changed();
  }

  return (
    <SectionCard
      title={
        manages ? t('timesheets.corrections.queueTitle') : t('timesheets.corrections.mineTitle')
      }
      gap="md"
    >
      {list.isPending ? (
        <Loader size="sm" />
      ) : list.isError && !list.data ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">
          {manages ? t('timesheets.corrections.queueEmpty') : t('timesheets.corrections.mineEmpty')}
        </Text>
      ) : (
        items.map((item) => (
          <Card
            key={item.id}
            withBorder
            radius="md"
            padding="sm"
            component="article"
            aria-label={t('timesheets.corrections.asked', {
              name: item.name,
              day: formatShortDay(item.date),
              centre: item.business_name,
            })}
          >
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Text fw={600} size="sm">
                  {t('timesheets.corrections.asked', {
                    name: item.name,
                    day: formatShortDay(item.date),
                    centre: item.business_name,
                  })}
                </Text>
                <Badge
                  size="sm"
                  color={STATUS_COLOR[item.status]}
                  c={item.status === 'open' ? 'dark' : undefined}
                >
                  {t(`timesheets.corrections.status.${item.status}`)}
                </Badge>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.message}
              </Text>
              <Text size="xs" c="dimmed">
                {t('timesheets.corrections.sentOn', { when: formatInstant(item.created_at) })}
              </Text>
              {item.resolution_reason && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('timesheets.corrections.resolution', {
                    by: item.resolved_by_name ?? '',
                    reason: item.resolution_reason,
                  })}
                </Text>
              )}
              {manages && item.status === 'open' && (
                <Group gap="xs" wrap="wrap">
                  {onOpen && (
                    <Button size="compact-sm" variant="default" onClick={() => onOpen(item)}>
                      {t('timesheets.corrections.openWeek')}
                    </Button>
                  )}
                  <Button size="compact-sm" onClick={() => setResolving({ item, status: 'done' })}>
                    {t('timesheets.corrections.markDone')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.8"
                    onClick={() => setResolving({ item, status: 'declined' })}
                  >
                    {t('timesheets.corrections.decline')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))
      )}
      {resolving && (
        <ReasonModal
          title={
            resolving.status === 'done'
              ? t('timesheets.corrections.doneTitle')
              : t('timesheets.corrections.declineTitle')
          }
          intro={t('timesheets.corrections.resolveIntro')}
          confirmLabel={
            resolving.status === 'done'
              ? t('timesheets.corrections.markDone')
              : t('timesheets.corrections.decline')
          }
          onConfirm={resolve}
          onClose={() => setResolving(null)}
        />
      )}
    </SectionCard>
  );
}
