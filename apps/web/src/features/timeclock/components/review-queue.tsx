import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  TIMECLOCK,
  ZReviewRequest,
  type TReviewDecision,
  type TReviewItem,
  t,
} from '@vh/contracts';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useMapConfig } from '../../businesses/hooks/use-map-config.ts';
import { reviewPunch } from '../api/timeclock.ts';
import { timeclockKeys, useReviewQueue } from '../hooks/use-timeclock.ts';
import { formatDayAt, formatDistance, formatTimeAt, reasonSentence } from '../time-words.ts';

import { LoadFailed } from './load-failed.tsx';

// Leaflet is fetched only when a flagged punch with a position is on screen.
const ReviewMap = lazy(() => import('./review-map.tsx'));

function PunchMap({ item }: { item: TReviewItem }) {
  const map = useMapConfig();
  const [failed, setFailed] = useState(false);
  const { punch } = item;
  if (punch.latitude === null || punch.longitude === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('timeclock.noPosition')}
      </Text>
    );
  }
  if (!map.tileUrl || failed)
    return (
      <Text size="xs" c="dimmed">
        {t('timeclock.mapUnavailable')}
      </Text>
    );
  return (
    <Suspense fallback={<Skeleton height={200} radius="md" />}>
      <ReviewMap
        tileUrl={map.tileUrl}
        attribution={map.attribution}
        centre={item.centre}
        position={{
          latitude: punch.latitude,
          longitude: punch.longitude,
          accuracy: punch.accuracy_m ?? 0,
        }}
        label={t('timeclock.reviewMapLabel', {
          name: item.name,
          distance: formatDistance(punch.distance_m ?? 0),
          centre: item.business_name,
        })}
        onTilesFailed={() => setFailed(true)}
      />
    </Suspense>
  );
}

function ReviewCard({ item }: { item: TReviewItem }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<TReviewDecision | null>(null);
  const { punch } = item;
  const fieldId = useId();

  async function decide(decision: TReviewDecision) {
    const parsed = ZReviewRequest.safeParse({ decision, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('timeclock.reviewReason'));
      return;
    }
    setError(null);
    setBusy(decision);
    try {
      await reviewPunch(punch.id, parsed.data);
      notifySuccess(t(`timeclock.reviewDone.${decision}`));
      await queryClient.invalidateQueries({ queryKey: timeclockKeys.reviews });
    } catch (failure) {
      notifyError(reasonFor(failure, t('toasts.fetchError')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`${item.name}, ${t(`timeclock.actions.${punch.type}`)}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{item.name}</Text>
            <Text size="sm" c="dimmed">
              {t(`timeclock.actions.${punch.type}`)} ·{' '}
              {formatDayAt(punch.server_time, item.time_zone)}{' '}
              {formatTimeAt(punch.server_time, item.time_zone)} · {item.business_name}
            </Text>
          </div>
          <Group gap={4}>
            {punch.verdict === 'outside' && (
              <Badge size="sm" color="red.9" variant="filled">
                {t('timeclock.outsideBadge')}
              </Badge>
            )}
          </Group>
        </Group>
        {punch.reasons.length > 0 && (
          <List size="sm" spacing={2}>
            {punch.reasons.map((r) => (
              <List.Item key={r}>{reasonSentence(punch, r, item.name)}</List.Item>
            ))}
          </List>
        )}
        {punch.distance_m !== null && (
          <Text size="sm">
            {t('timeclock.reviewDistance', {
              distance: formatDistance(punch.distance_m),
              accuracy: formatDistance(punch.accuracy_m ?? 0),
              radius: formatDistance(item.centre.radius_m),
            })}
          </Text>
        )}
        <PunchMap item={item} />
        <Textarea
          id={fieldId}
          label={t('timeclock.reviewReason')}
          description={t('timeclock.reviewReasonHelp')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={TIMECLOCK.reasonMax}
          autosize
          minRows={2}
          withAsterisk
        />
        <Group>
          <Button
            color="teal.9"
            loading={busy === 'accepted'}
            disabled={busy !== null}
            onClick={() => void decide('accepted')}
          >
            {t('timeclock.accept')}
          </Button>
          <Button
            color="red.9"
            variant="outline"
            loading={busy === 'rejected'}
            disabled={busy !== null}
            onClick={() => void decide('rejected')}
          >
            {t('timeclock.reject')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Flagged punches waiting for an owner's or manager's decision, oldest first. `notice` is what else
 * waits for them (the app puts the timesheets' correction requests there).
 */
export function ReviewQueue({ notice }: { notice?: ReactNode }) {
  const headingId = useId();
  const queue = useReviewQueue();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id={headingId}>
            {t('timeclock.reviewTitle')}
          </Title>
          <RefreshButton
            what={t('timeclock.reviewTitle')}
            refetch={queue.refetch}
            disabled={queue.isPending}
          />
        </Group>
        {notice}
        {queue.isPending ? (
          <Loader size="sm" />
        ) : queue.isError && !queue.data ? (
          <LoadFailed onRetry={() => void queue.refetch()} />
        ) : queue.data.items.length === 0 ? (
          <Alert color="green">{t('timeclock.reviewEmpty')}</Alert>
        ) : (
          queue.data.items.map((item) => <ReviewCard key={item.punch.id} item={item} />)
        )}
      </Stack>
    </Paper>
  );
}
