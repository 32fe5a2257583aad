import { Box, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { layout, type TBotLogEntry, t } from '@vh/contracts';
import { useLayoutEffect, useRef, useState } from 'react';

import { formatLogTime } from '../bot-words.ts';

/** How close to the bottom (px) still counts as reading the newest entries. */
const BOTTOM_SLACK_PX = 24;

const atBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;

/**
 * The bot's log, newest at the bottom, in a box of layout.logPanelHeightPx. It follows new entries
 * while the reader is at the bottom; once they scroll up it stays where they are, and offers a way
 * back down. `entries` undefined is the first load.
 */
export function BotLog({
  entries,
  failed,
  onRetry,
}: {
  entries: readonly TBotLogEntry[] | undefined;
  /** The last fetch failed: the entries already shown stay. */
  failed: boolean;
  onRetry: () => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const newestId = entries?.at(-1)?.id;

  useLayoutEffect(() => {
    const element = viewport.current;
    if (element && following) element.scrollTop = element.scrollHeight;
  }, [newestId, following]);

  return (
    <Box pos="relative">
      <Box
        ref={viewport}
        role="log"
        aria-live="polite"
        aria-label={t('bot.log.label')}
        aria-busy={entries === undefined && !failed}
        // Reachable by keyboard, so the log scrolls without a mouse.
        tabIndex={0}
        h={layout.logPanelHeightPx}
        p="sm"
        bg="var(--mantine-color-gray-0)"
        bd="1px solid var(--mantine-color-gray-3)"
        style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
        onScroll={(event) => setFollowing(atBottom(event.currentTarget))}
      >
        {entries === undefined && failed ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('toasts.fetchError')}</Text>
            <Button size="xs" variant="default" onClick={onRetry}>
              {t('common.actions.tryAgain')}
            </Button>
          </Stack>
        ) : entries === undefined ? (
          <>
            <Loader size="sm" aria-hidden />
            <VisuallyHidden>{t('bot.log.loading')}</VisuallyHidden>
          </>
        ) : entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('bot.log.empty')}
          </Text>
        ) : (
          <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <Box component="li" key={entry.id} py={4}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span size="xs" c="dimmed" ff="monospace" mr="xs">
                    <time dateTime={entry.timestamp}>{formatLogTime(entry.timestamp)}</time>
                  </Text>
                  {entry.text}
                </Text>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {!following && (
        <Group
          justify="center"
          pos="absolute"
          bottom="var(--mantine-spacing-sm)"
          left={0}
          right={0}
          style={{ pointerEvents: 'none' }}
        >
          <Button
            style={{ pointerEvents: 'auto' }}
            size="xs"
            radius="xl"
            leftSection={<IconArrowDown size={14} aria-hidden />}
            onClick={() => {
              const element = viewport.current;
              if (element) element.scrollTop = element.scrollHeight;
              setFollowing(true);
            }}
          >
            {t('bot.log.jump')}
          </Button>
        </Group>
      )}
    </Box>
  );
}
