import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
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
  type TReviewBatchResult,
  type TReviewDecision,
  type TReviewItem,
  type TReviewOutcome,
  t,
} from '@vh/contracts';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useMapConfig } from '../../businesses/hooks/use-map-config.ts';
import { reviewBatch, reviewPunch } from '../api/timeclock.ts';
import { timeclockKeys, useReviewQueue } from '../hooks/use-timeclock.ts';
import { suggestedReason } from '../suggested-reason.ts';
import {
  bothTimesWords,
  formatDayAt,
  formatDistance,
  formatTimeAt,
  reasonSentence,
} from '../time-words.ts';

import { LoadFailed } from './load-failed.tsx';
import { PunchNotes } from './punch-notes.tsx';

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

type CardProps = {
  item: TReviewItem;
  /** The reason as the reviewer left it: the suggestion until they change it. */
  reason: string;
  suggestion: string;
  onReason: (reason: string) => void;
  error: string | null;
  onError: (error: string | null) => void;
  selected: boolean;
  onSelected: (selected: boolean) => void;
};

function ReviewCard(props: CardProps) {
  const { item, reason, suggestion, error, onError } = props;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<TReviewDecision | null>(null);
  const { punch } = item;
  const fieldId = useId();
  const what = t(`timeclock.actions.${punch.type}`);
  const when = `${formatDayAt(punch.server_time, item.time_zone)} ${formatTimeAt(punch.server_time, item.time_zone)}`;
  // A punch kept on the phone has three times: the reviewer weighs them side by side.
  const bothTimes = bothTimesWords(punch, item.time_zone);

  async function decide(decision: TReviewDecision) {
    // A rejection is the reviewer's own judgement: the suggestion argues for accepting.
    if (decision === 'rejected' && (!reason.trim() || reason.trim() === suggestion.trim())) {
      onError(t('timeclock.rejectNeedsWords'));
      return;
    }
    const parsed = ZReviewRequest.safeParse({ decision, reason });
    if (!parsed.success) {
      onError(parsed.error.issues[0]?.message ?? t('timeclock.reviewReason'));
      return;
    }
    onError(null);
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
      aria-label={`${item.name}, ${what}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <Checkbox
              mt={4}
              checked={props.selected}
              onChange={(event) => props.onSelected(event.currentTarget.checked)}
              aria-label={t('timeclock.selectPunch', { name: item.name, type: what, time: when })}
            />
            <div>
              <Text fw={600}>{item.name}</Text>
              <Text size="sm" c="dimmed">
                {what} · {when} · {item.business_name}
              </Text>
              {bothTimes && <Text size="sm">{bothTimes}</Text>}
            </div>
          </Group>
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
        <PunchNotes punch={punch} timeZone={item.time_zone} />
        <PunchMap item={item} />
        <Textarea
          id={fieldId}
          label={t('timeclock.reviewReason')}
          description={t('timeclock.reviewReasonHelp')}
          value={reason}
          onChange={(event) => props.onReason(event.currentTarget.value)}
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

/** The toast after accepting a selection: how many were, and in words what became of the rest. */
function reportBatch(results: TReviewBatchResult['results']) {
  const accepted = results.filter((r) => r.outcome === 'accepted').length;
  const counts = new Map<TNotAccepted, number>();
  for (const { outcome } of results) {
    if (outcome === 'accepted') continue;
    // Only a decision recorded earlier can differ from the one asked for.
    const kind = outcome === 'rejected' ? 'already_reviewed' : outcome;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const title = t('timeclock.batchAccepted', { count: accepted });
  if (counts.size === 0) {
    notifySuccess(title);
    return;
  }
  const rest = [...counts]
    .map(([kind, count]) => t(`timeclock.batchNotAccepted.${kind}`, { count }))
    .join(' ');
  if (accepted > 0) notifySuccess(rest, { title });
  else notifyError(rest, { title });
}

type TNotAccepted = Exclude<TReviewOutcome, 'accepted' | 'rejected'>;

/**
 * Flagged punches waiting for an owner's or manager's decision, oldest first. Each comes with a
 * reason to accept it, suggested from its flags: one tap accepts it, and a selection is accepted
 * in one call. `notice` is what else waits for them (the app puts the timesheets' correction
 * requests there).
 */
export function ReviewQueue({ notice }: { notice?: ReactNode }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const queue = useReviewQueue();
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const items = queue.data?.items ?? [];
  // What was chosen and has since left the queue is no longer selected.
  const selected = items.filter((item) => chosen.has(item.punch.id));
  const suggestions = new Map(items.map((item) => [item.punch.id, suggestedReason(item.punch)]));
  const reasonOf = (id: string) => edited[id] ?? suggestions.get(id) ?? '';
  const setError = (id: string, error: string | null) =>
    setErrors((all) => ({ ...all, [id]: error }));

  function choose(id: string, on: boolean) {
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function acceptSelected() {
    let valid = true;
    const decisions = selected.map(({ punch }) => {
      const parsed = ZReviewRequest.safeParse({ decision: 'accepted', reason: reasonOf(punch.id) });
      if (!parsed.success) {
        valid = false;
        setError(punch.id, parsed.error.issues[0]?.message ?? t('timeclock.reviewReason'));
        return null;
      }
      setError(punch.id, null);
      return { punch_id: punch.id, ...parsed.data };
    });
    if (!valid) return;
    setSending(true);
    try {
      const answer = await reviewBatch({ items: decisions.filter((d) => d !== null) });
      reportBatch(answer.results);
      setChosen(new Set());
      await queryClient.invalidateQueries({ queryKey: timeclockKeys.reviews });
    } catch (failure) {
      notifyError(reasonFor(failure, t('toasts.fetchError')));
    } finally {
      setSending(false);
    }
  }

  const all = items.length > 0 && selected.length === items.length;
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
        ) : items.length === 0 ? (
          <Alert color="green">{t('timeclock.reviewEmpty')}</Alert>
        ) : (
          <>
            <Group justify="space-between" gap="sm">
              <Checkbox
                label={t('timeclock.selectAll')}
                checked={all}
                indeterminate={selected.length > 0 && !all}
                onChange={() => setChosen(new Set(all ? [] : items.map((item) => item.punch.id)))}
              />
              <Button
                color="teal.9"
                disabled={selected.length === 0}
                loading={sending}
                onClick={() => void acceptSelected()}
              >
                {t('timeclock.acceptSelected', { count: selected.length })}
              </Button>
            </Group>
            {items.map((item) => {
              const id = item.punch.id;
              return (
                <ReviewCard
                  key={id}
                  item={item}
                  reason={reasonOf(id)}
                  suggestion={suggestions.get(id) ?? ''}
                  onReason={(reason) => setEdited((all) => ({ ...all, [id]: reason }))}
                  error={errors[id] ?? null}
                  onError={(error) => setError(id, error)}
                  selected={chosen.has(id)}
                  onSelected={(on) => choose(id, on)}
                />
              );
            })}
          </>
        )}
      </Stack>
    </Paper>
  );
}
