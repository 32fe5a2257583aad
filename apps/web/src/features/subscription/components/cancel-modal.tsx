import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorCode, layout, plans, type TBilling, t } from '@vh/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { cancelSubscription } from '../api/billing.ts';
import { formatBillingDate } from '../billing.rules.ts';
import { useBillingRefresh } from '../hooks/use-billing.ts';

type When = 'end-of-term' | 'now';

/** Cancels at the provider, says how it went and shows what billing now holds. */
function useCancel(uid: string, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const refresh = useBillingRefresh(uid);

  async function cancel(endOfTerm: boolean) {
    setBusy(true);
    try {
      const saved = await cancelSubscription(uid, { end_of_term: endOfTerm });
      notifySuccess(t('toasts.subscriptionCancelled'));
      onClose();
      await refresh(saved);
    } catch (error) {
      const nothingToCancel = isApiError(error) && error.code === ErrorCode.NO_ACTIVE_SUBSCRIPTION;
      notifyFailure(
        error,
        nothingToCancel ? t('toasts.noActiveSubscription') : t('toasts.cancelError'),
      );
    } finally {
      setBusy(false);
    }
  }

  return { busy, cancel };
}

/** What both ways of ending a subscription are opened with. */
type EndingModalProps = {
  opened: boolean;
  onClose: () => void;
  uid: string;
  billing: TBilling;
};

/**
 * SPEC §2 'Cancel subscription': at the end of the billing period (the default, end_of_term true)
 * or now (false), each explained. SPEC §4: the user data is fetched again afterwards. The parent
 * gives each opening a new `key`, so it starts at the default.
 */
export function CancelModal({ opened, onClose, uid, billing }: EndingModalProps) {
  const narrow = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const [when, setWhen] = useState<When>('end-of-term');
  const { busy, cancel } = useCancel(uid, onClose);
  const planName = plans[billing.plan].name;
  const termEnd = billing.subscription?.current_term_end ?? null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('subscription.cancelModal.title')}
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="lg">
        <Radio.Group
          label={t('subscription.cancelModal.legend')}
          value={when}
          onChange={(value) => setWhen(value === 'now' ? 'now' : 'end-of-term')}
        >
          <Stack gap="md" mt="xs">
            <Radio
              value="end-of-term"
              label={t('subscription.cancelModal.endOfTerm')}
              description={t('subscription.cancelModal.endOfTermHelp', {
                planName,
                term: termEnd ? 'dated' : 'open',
                date: termEnd ? formatBillingDate(termEnd) : '',
              })}
            />
            <Radio
              value="now"
              label={t('subscription.cancelModal.now')}
              description={t('subscription.cancelModal.nowHelp', { planName })}
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('subscription.cancelModal.keep')}
          </Button>
          <Button color="red.8" loading={busy} onClick={() => void cancel(when === 'end-of-term')}>
            {t('subscription.cancelModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A subscription already set to end with its term (non_renewing) is not cancelled again: it can
 * only be ended now (end_of_term false), once the owner has read what that does.
 */
export function EndNowModal({ opened, onClose, uid, billing }: EndingModalProps) {
  const narrow = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const { busy, cancel } = useCancel(uid, onClose);
  const termEnd = billing.subscription?.current_term_end ?? null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('subscription.endNowModal.title')}
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="lg">
        <Text>
          {t('subscription.endNowModal.body', {
            planName: plans[billing.plan].name,
            term: termEnd ? 'dated' : 'open',
            date: termEnd ? formatBillingDate(termEnd) : '',
          })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('subscription.endNowModal.keep')}
          </Button>
          <Button color="red.8" loading={busy} onClick={() => void cancel(false)}>
            {t('subscription.endNowModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
