import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BOT, timings, type TBotLogEntry, type TBotStatus, t } from '@vh/contracts';
import { useEffect, useRef } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { getBotLogs, getBotStatus, resetBot, startBot, stopBot } from '../api/bot.ts';

export const botKeys = {
  all: ['bot'] as const,
  status: ['bot', 'status'] as const,
  logs: ['bot', 'logs'] as const,
};

/** The one toast of a failed status or log fetch. */
export const BOT_FETCH_TOAST_ID = 'bot:fetch-failed';

/**
 * The kept log with the fresh entries added: one entry per id, oldest first, at most
 * BOT.logsKept of the newest (as many as the server keeps).
 */
export function mergeLogs(
  kept: readonly TBotLogEntry[],
  fresh: readonly TBotLogEntry[],
): TBotLogEntry[] {
  const byId = new Map<number, TBotLogEntry>();
  for (const entry of [...kept, ...fresh]) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-BOT.logsKept);
}

/**
 * The bot's state and paper account. It changes on its own only while the bot runs, so it is
 * polled then (and while a fetch is failing, so that it recovers); react-query pauses the polling
 * while the tab is hidden.
 */
export function useBotStatus() {
  return useQuery({
    queryKey: botKeys.status,
    queryFn: ({ signal }) => getBotStatus(signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || query.state.status === 'error'
        ? timings.logPollIntervalMs
        : false,
    refetchIntervalInBackground: false,
  });
}

/**
 * The log, polled while the tab is visible. Each poll asks only for the entries after the newest
 * one held and appends them; a failed poll keeps what was already shown. The status is not polled
 * while the bot is stopped, so new entries then mean it was started somewhere else (another tab,
 * another device): the status is fetched again so that the controls and the account catch up.
 */
export function useBotLogs() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: botKeys.logs,
    queryFn: async ({ signal }) => {
      const kept = queryClient.getQueryData<TBotLogEntry[]>(botKeys.logs) ?? [];
      const fresh = await getBotLogs(kept.at(-1)?.id ?? null, signal);
      const status = queryClient.getQueryData<TBotStatus>(botKeys.status);
      if (fresh.length > 0 && kept.length > 0 && status && status.status !== 'running')
        void queryClient.invalidateQueries({ queryKey: botKeys.status });
      return mergeLogs(kept, fresh);
    },
    refetchInterval: timings.logPollIntervalMs,
    refetchIntervalInBackground: false,
  });
}

/**
 * The fetch-error toast, once per outage: shown when a fetch starts failing, not again on every
 * failed poll after it; once a fetch succeeds, the next failure is a new outage.
 */
export function useFetchFailureToast(failing: boolean) {
  const shown = useRef(false);
  useEffect(() => {
    if (!failing) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    notifyError(t('toasts.fetchError'), { id: BOT_FETCH_TOAST_ID });
  }, [failing]);
}

/** The server's answer is the truth: it replaces whatever was assumed, and the log catches up. */
async function settle(queryClient: QueryClient, answer: TBotStatus) {
  await queryClient.cancelQueries({ queryKey: botKeys.status });
  queryClient.setQueryData(botKeys.status, answer);
  await queryClient.invalidateQueries({ queryKey: botKeys.logs });
}

/** Assumes `change` at once (SPEC: starting sets running locally); undone if the call fails. */
function useBotMutation<TVariables>(
  call: (variables: TVariables) => Promise<TBotStatus>,
  assume?: (status: TBotStatus, variables: TVariables) => TBotStatus,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: botKeys.status });
      const before = queryClient.getQueryData<TBotStatus>(botKeys.status);
      if (before && assume) queryClient.setQueryData(botKeys.status, assume(before, variables));
      return { before };
    },
    onSuccess: (answer) => settle(queryClient, answer),
    onError: async (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(botKeys.status, context.before);
      await queryClient.invalidateQueries({ queryKey: botKeys.all });
    },
  });
}

export const useStartBot = () =>
  useBotMutation(startBot, (status, { amount }) => ({ ...status, status: 'running', amount }));

export const useStopBot = () =>
  useBotMutation<void>(stopBot, (status) => ({ ...status, status: 'stopped' }));

export const useResetBot = () => useBotMutation<void>(resetBot);
