import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconFlask, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { TProfile } from '@vh/contracts';
import { SectionCard } from '../../../components/section-card.tsx';
import { copy } from '../../../lib/copy.ts';
import { botCopy as t } from '../bot.copy.ts';
import { useBotLogs, useBotStatus, useFetchFailureToast } from '../hooks/use-bot.ts';
import { BotControls } from './bot-controls.tsx';
import { BotLog } from './bot-log.tsx';
import { PaperAccount } from './paper-account.tsx';

/**
 * The dashboard panel's paper-trading bot (a simulator: virtual dollars, made-up stocks): its
 * controls, the paper account, and Recent activity, the bot's live log. Status and log poll while
 * the tab is visible; a failed fetch says so once and keeps what was shown.
 */
export function BotPanel({ profile }: { profile: TProfile }) {
  const status = useBotStatus();
  const logs = useBotLogs();
  useFetchFailureToast(status.isError || logs.isError);
  const running = status.data?.status === 'running';

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SectionCard
          title={t.title}
          gap="md"
          subtitle={
            <Group gap="xs" mt="xs">
              <Badge
                color="yellow"
                c="dark"
                tt="none"
                variant="filled"
                leftSection={<IconFlask size={14} aria-hidden />}
              >
                {t.simulated}
              </Badge>
              {status.data && (
                <Badge
                  role="status"
                  color={running ? 'teal.9' : 'gray.7'}
                  tt="none"
                  variant="filled"
                  leftSection={
                    running ? (
                      <IconPlayerPlay size={14} aria-hidden />
                    ) : (
                      <IconPlayerPause size={14} aria-hidden />
                    )
                  }
                >
                  <VisuallyHidden>{`${t.statusLabel}: `}</VisuallyHidden>
                  {running ? t.status.running : t.status.stopped}
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="sm">{t.strategy}</Text>
          {status.data ? (
            <BotControls status={status.data} uid={profile.uid} />
          ) : status.isError ? (
            <Alert color="red" title={t.loadFailed}>
              <Button size="xs" variant="default" onClick={() => void status.refetch()}>
                {t.retry}
              </Button>
            </Alert>
          ) : (
            <div>
              <Loader size="sm" aria-hidden />
              <VisuallyHidden>{t.loading}</VisuallyHidden>
            </div>
          )}
        </SectionCard>
        {status.data && <PaperAccount status={status.data} />}
      </SimpleGrid>
      <SectionCard title={copy.dashboard.recentActivity}>
        <BotLog entries={logs.data} failed={logs.isError} onRetry={() => void logs.refetch()} />
      </SectionCard>
    </Stack>
  );
}
