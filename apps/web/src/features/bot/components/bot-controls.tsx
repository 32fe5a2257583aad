import { Alert, Button, Flex, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconRotate } from '@tabler/icons-react';
import { type TBotStatus, t } from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { browserLocale, writeDecimal } from '../../../lib/typed-number.ts';
import { DEFAULT_AMOUNT, parseAmount } from '../bot-amount.ts';
import { formatMoney } from '../bot-words.ts';
import { useResetBot, useStartBot, useStopBot } from '../hooks/use-bot.ts';

/** The server's words for a refusal (a 4xx says why), else the spec's generic error. */
const refusalWords = (error: unknown): string =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim()
    ? error.message
    : t('toasts.genericError');

/**
 * The amount per trade and Start bot / Stop bot, with a reset of the paper account while stopped.
 * `status` is the server's (or, while a start or stop is on its way, what it will surely say).
 */
export function BotControls({ status, uid }: { status: TBotStatus; uid: string }) {
  const start = useStartBot();
  const stop = useStopBot();
  const reset = useResetBot();
  // What the person typed; until then the last run's amount, or the default.
  // Kept as typed, so that a comma is read or refused in the browser's language, never dropped.
  const [draft, setDraft] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const running = status.status === 'running';
  const busy = start.isPending || stop.isPending || reset.isPending;
  const written = (value: number) => writeDecimal(value, browserLocale());
  const amount = running
    ? status.amount === null
      ? ''
      : written(status.amount)
    : (draft ?? written(status.amount ?? DEFAULT_AMOUNT));

  async function startBot(event: FormEvent) {
    event.preventDefault();
    if (busy || running) return;
    setConflict(null);
    const parsed = parseAmount(amount, browserLocale());
    if (!parsed.ok) {
      setAmountError(parsed.message);
      return;
    }
    setAmountError(null);
    try {
      await start.mutateAsync({ user_uid: uid, amount: parsed.amount });
    } catch (error) {
      if (isApiError(error, 400) && error.field === 'amount') {
        setAmountError(error.fieldMessage);
      } else if (isApiError(error, 409)) {
        setConflict(reasonFor(error, refusalWords(error)));
      } else {
        notifyFailure(error, refusalWords(error));
      }
    }
  }

  async function stopBot() {
    if (busy) return;
    setConflict(null);
    try {
      await stop.mutateAsync();
    } catch (error) {
      notifyFailure(error, refusalWords(error));
    }
  }

  async function resetAccount() {
    if (busy) return;
    try {
      await reset.mutateAsync();
      setConfirmingReset(false);
      notifySuccess(t('bot.reset.done'));
    } catch (error) {
      setConfirmingReset(false);
      notifyFailure(error, refusalWords(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void startBot(event)}>
      <Stack gap="md">
        {/* A text input: a number input read a typed comma as a point in every language. Two
            decimals at most, but checked rather than cut: a silently shortened stake would not
            be the one the person typed (the contract's message says why it is refused). */}
        <TextInput
          label={t('bot.amount')}
          description={running ? t('bot.amountWhileRunning') : t('bot.amountHelp')}
          value={amount}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setAmountError(null);
          }}
          error={amountError}
          disabled={running || busy}
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          maw={{ sm: 320 }}
        />
        {conflict && (
          <Alert color="yellow" variant="light">
            {conflict}
          </Alert>
        )}
        <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" align={{ xs: 'center' }}>
          {running ? (
            <Button
              type="button"
              color="red.9"
              loading={stop.isPending || start.isPending}
              disabled={busy}
              leftSection={<IconPlayerStop size={18} aria-hidden />}
              onClick={() => void stopBot()}
            >
              {t('bot.stop')}
            </Button>
          ) : (
            <Button
              type="submit"
              loading={start.isPending || stop.isPending}
              disabled={busy}
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
            >
              {t('bot.start')}
            </Button>
          )}
          {!running && (
            <Button
              type="button"
              variant="subtle"
              color="gray"
              // Subtle grey text is gray.6 (3.3:1 on white); gray.8 reads at AA.
              c="gray.8"
              size="compact-sm"
              disabled={busy}
              leftSection={<IconRotate size={16} aria-hidden />}
              onClick={() => setConfirmingReset(true)}
            >
              {t('bot.reset.open')}
            </Button>
          )}
        </Flex>
      </Stack>
      <Modal
        opened={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        title={t('bot.reset.title')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('bot.reset.body', { startingBalance: formatMoney(status.starting_balance) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmingReset(false)} disabled={busy}>
              {t('bot.reset.cancel')}
            </Button>
            <Button color="red.9" loading={reset.isPending} onClick={() => void resetAccount()}>
              {t('bot.reset.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
