import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ErrorCode, layout, plans, toasts, type TBilling } from '@vh/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { cancelSubscription } from '../api/billing.ts';
import { formatBillingDate } from '../billing.rules.ts';
import { useBillingRefresh } from '../hooks/use-billing.ts';
import { subscriptionCopy as t } from '../subscription.copy.ts';

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
      notifySuccess(toasts.subscriptionCancelled);
      onClose();
      await refresh(saved);
    } catch (error) {
      const nothingToCancel = isApiError(error) && error.code === ErrorCode.NO_ACTIVE_SUBSCRIPTION;
      notifyFailure(error, nothingToCancel ? toasts.noActiveSubscription : toasts.cancelError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.cancelModal.title}
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t.hostedPage.close }}
    >
      <Stack gap="lg">
        <Radio.Group
          label={t.cancelModal.legend}
          value={when}
          onChange={(value) => setWhen(value === 'now' ? 'now' : 'end-of-term')}
        >
          <Stack gap="md" mt="xs">
            <Radio
              value="end-of-term"
              label={t.cancelModal.endOfTerm}
              description={t.cancelModal.endOfTermHelp(
                planName,
                termEnd ? formatBillingDate(termEnd) : null,
              )}
            />
            <Radio
              value="now"
              label={t.cancelModal.now}
              description={t.cancelModal.nowHelp(planName)}
            />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t.cancelModal.keep}
          </Button>
          <Button color="red.8" loading={busy} onClick={() => void cancel()}>
            {t.cancelModal.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
