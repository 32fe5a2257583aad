import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconDatabaseOff } from '@tabler/icons-react';
import { OFFLINE_QUEUE, t } from '@vh/contracts';
import type { QueuedPunch, RefusedPunch } from '../offline/offline-db.ts';
import type { StorageTrouble } from '../offline/punch-queue.ts';
import { formatTimeAt } from '../time-words.ts';

// The cards that tell the truth about punches the server does not have yet: those waiting on the
// phone, those it refused on delivery, and those the phone could not keep.

/** The punches waiting on this phone, oldest first, each at its time on the phone's clock. */
export function WaitingCard({
  punches,
  timeZone,
}: {
  punches: readonly QueuedPunch[];
  timeZone: string;
}) {
  return (
    <Alert
      color="blue"
      icon={<IconCloudUpload aria-hidden />}
      title={t('timeclock.offline.saved', { count: punches.length })}
      role="status"
      data-testid="offline-waiting"
      p="sm"
    >
      <List size="sm" spacing={2}>
        {punches.map((punch) => (
          <List.Item key={punch.id}>
            {t('timeclock.clock.lastPunch', {
              what: t(`timeclock.done.${punch.type}`),
              time: formatTimeAt(punch.client_time, timeZone),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A punch the server refused on delivery, with its sentence, until the person dismisses it. */
export function RefusedCard({
  punch,
  timeZone,
  onDismiss,
}: {
  punch: RefusedPunch;
  timeZone: string;
  onDismiss: () => void;
}) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('timeclock.offline.refusedTitle', {
        type: punch.type,
        time: formatTimeAt(punch.client_time, timeZone),
      })}
      role="alert"
      data-testid="refused-punch"
      p="sm"
    >
      <Stack gap="xs">
        <Text size="sm">{punch.message}</Text>
        <Group>
          <Button size="compact-sm" variant="default" onClick={onDismiss}>
            {t('timeclock.offline.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export const storageSentence = (trouble: StorageTrouble): string =>
  trouble === 'queueFull'
    ? t('timeclock.offline.storage.queueFull', { max: OFFLINE_QUEUE.maxWaiting })
    : t(`timeclock.offline.storage.${trouble}`);

/** The phone could not keep the punch, but it reached the server directly: say so once. */
export function StorageNote({ trouble }: { trouble: StorageTrouble }) {
  return (
    <Alert
      color="yellow"
      icon={<IconDatabaseOff aria-hidden />}
      title={t('timeclock.offline.cannotKeepTitle')}
      data-testid="storage-note"
      p="sm"
    >
      {storageSentence(trouble)}
    </Alert>
  );
}

/** A punch neither kept on the phone nor recorded: why, and a try again when one can help. */
export function NotSavedCard({
  trouble,
  reason,
  onRetry,
}: {
  trouble: StorageTrouble | null;
  reason: string | null;
  onRetry: (() => void) | null;
}) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('timeclock.offline.notSavedTitle')}
      role="alert"
      data-testid="punch-not-saved"
      p="sm"
    >
      <Stack gap="xs">
        {reason ? (
          <Text size="sm">{reason}</Text>
        ) : (
          trouble && <Text size="sm">{storageSentence(trouble)}</Text>
        )}
        {onRetry && (
          <>
            {!reason && <Text size="sm">{t('timeclock.offline.notSent')}</Text>}
            <Group>
              <Button size="xs" variant="default" onClick={onRetry}>
                {t('common.actions.tryAgain')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
