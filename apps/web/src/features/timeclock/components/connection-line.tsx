import { Group, Text } from '@mantine/core';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { t } from '@vh/contracts';
import { formatTimeAt } from '../time-words.ts';

/**
 * One line above the clock: whether the server can be reached, how many punches wait on this
 * phone, and when the last one left it.
 */
export function ConnectionLine({
  online,
  waiting,
  lastSent,
  timeZone,
}: {
  online: boolean;
  waiting: number;
  lastSent: number | null;
  timeZone: string;
}) {
  // Offline in the body's colour and bold, the icon orange: orange text on white is below 4.5:1.
  const colour = online ? 'dimmed' : undefined;
  return (
    <Group
      gap="xs"
      justify="center"
      role="status"
      data-testid="connection-line"
      data-online={online}
    >
      {online ? (
        <IconWifi size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      ) : (
        <IconWifiOff size={16} color="var(--mantine-color-orange-9)" aria-hidden />
      )}
      <Text size="sm" c={colour} fw={online ? undefined : 600}>
        {online ? t('timeclock.offline.online') : t('timeclock.offline.offline')}
      </Text>
      {waiting > 0 && (
        <Text size="sm" c={colour} fw={600} data-testid="waiting-count">
          {t('timeclock.offline.waitingCount', { count: waiting })}
        </Text>
      )}
      {lastSent !== null && (
        <Text size="sm" c={colour} data-testid="last-sent">
          {t('timeclock.offline.lastSent', {
            time: formatTimeAt(new Date(lastSent).toISOString(), timeZone),
          })}
        </Text>
      )}
    </Group>
  );
}
