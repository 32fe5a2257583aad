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
import { BOT, t, type TProfile } from '@vh/contracts';
import { SectionCard } from '../../../components/section-card.tsx';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { useBotLogs, useBotStatus, useFetchFailureToast } from '../hooks/use-bot.ts';
import { BotControls } from './bot-controls.tsx';
import { BotLog } from './bot-log.tsx';
import { PaperAccount } from './paper-account.tsx';
import { StaffSimulatorSwitch } from './staff-simulator-switch.tsx';

/**
 * The trading simulator's panel (virtual dollars, made-up stocks): a line saying it is a
 * simulation, the owner's switch for their staff, the bot's controls, the paper account, and
 * Recent activity, the bot's live log. Status and log poll while the tab is visible; a failed
 * fetch says so once (with the server's reason, such as a simulator the employer turned off) and
 * keeps what was shown.
 */
export function BotPanel({ profile }: { profile: TProfile }) {
  const status = useBotStatus();
  const logs = useBotLogs();
  useFetchFailureToast(status.isError || logs.isError);
  const running = status.data?.status === 'running';

  return (
    <Stack gap="lg">
      <Alert color="yellow" variant="light" icon={<IconFlask size={20} aria-hidden />}>
        {t('bot.simulation')}
      </Alert>
      {profile.role === 'OWNER' && (
        <SectionCard title={t('bot.staffSwitch.title')}>
          <StaffSimulatorSwitch />
        </SectionCard>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SectionCard
          title={t('bot.title')}
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
                {t('bot.simulated')}
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
                  <VisuallyHidden>{`${t('bot.statusLabel')}: `}</VisuallyHidden>
                  {running ? t('bot.status.running') : t('bot.status.stopped')}
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="sm">
            {t('bot.strategy', {
              seconds: BOT.stepMs / 1000,
              shortWindow: BOT.shortWindow,
              longWindow: BOT.longWindow,
            })}
          </Text>
          {status.data ? (
            <BotControls status={status.data} uid={profile.uid} />
          ) : status.isError ? (
            <Alert color="red" title={reasonFor(status.error, t('toasts.fetchError'))}>
              <Button size="xs" variant="default" onClick={() => void status.refetch()}>
                {t('common.actions.tryAgain')}
              </Button>
            </Alert>
          ) : (
            <div>
              <Loader size="sm" aria-hidden />
              <VisuallyHidden>{t('bot.loading')}</VisuallyHidden>
            </div>
          )}
        </SectionCard>
        {status.data && <PaperAccount status={status.data} />}
      </SimpleGrid>
      <SectionCard title={t('common.dashboard.recentActivity')}>
        <BotLog entries={logs.data} failed={logs.isError} onRetry={() => void logs.refetch()} />
      </SectionCard>
    </Stack>
  );
}
