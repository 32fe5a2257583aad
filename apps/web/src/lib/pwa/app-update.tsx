import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { t } from '@vh/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import {
  applyUpdate,
  isUpdateWaiting,
  onUpdateWaiting,
  startServiceWorker,
} from './service-worker.ts';

/**
 * Mounted by the signed-in frame: registers the service worker, and says so when a new version of
 * the app waits, with the one way to take it. The page never reloads until the person asks.
 */
export function AppUpdate({
  reload,
}: {
  /** Tests watch the reload; the page reloads itself. */ reload?: () => void;
}) {
  useEffect(() => startServiceWorker(), []);
  const waiting = useSyncExternalStore(onUpdateWaiting, isUpdateWaiting);
  if (!waiting) return null;

  return (
    // At the foot of the screen: the toasts (the connection's among them, shown while offline)
    // take the top, and would cover its button.
    <Affix position={{ bottom: 16, right: 16 }} maw="calc(100vw - 32px)">
      <Paper
        // News the person may act on when it suits them: announced, never interrupting.
        role="status"
        bg="var(--mantine-color-indigo-0)"
        radius="sm"
        shadow="md"
        withBorder
        px="sm"
        py={6}
      >
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconRefresh size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" truncate>
              {t('pwa.update.available')}
            </Text>
          </Group>
          <Button size="compact-sm" onClick={() => applyUpdate(reload)} style={{ flexShrink: 0 }}>
            {t('pwa.update.reload')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
