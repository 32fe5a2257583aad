import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorCode, layout, plans, type TBilling, t } from '@vh/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { cancelSubscription } from '../api/billing.ts';
import { formatBillingDate } from '../billing.rules.ts';
import { useBillingRefresh } from '../hooks/use-billing.ts';

type When = 'end-of-term' | 'now';

/**
 * SPEC §2 'Cancel subscription': at the end of the billing period (the default, end_of_term true)
 * or now (false), each explained. SPEC §4: the user data is fetched again afterwards. The parent
 * gives each opening a new `key`, so it starts at the default.
 */
export function CancelModal({
  opened,
  onClose,
  uid,
  billing,
}: {
  opened: boolean;
  onClose: () => void;
  uid: string;
  billing: TBilling;
}) {
  const narrow = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const [when, setWhen] = useState<When>('end-of-term');
  const [busy, setBusy] = useState(false);
  const refresh = useBillingRefresh(uid);
  const planName = plans[billing.plan].name;
  const termEnd = billing.subscription?.current_term_end ?? null;

  async function cancel() {
    setBusy(true);
    try {
      const saved = await cancelSubscription(uid, { end_of_term: when === 'end-of-term' });
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
          <Button color="red.8" loading={busy} onClick={() => void cancel()}>
            {t('subscription.cancelModal.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
