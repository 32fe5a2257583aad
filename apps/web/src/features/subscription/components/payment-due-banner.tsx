import { Alert, Button, Group, Text } from '@mantine/core';
import { type TProfile, t } from '@vh/contracts';
import { useBilling } from '../../plans/hooks/use-billing.ts';
import { getPaymentMethodPage } from '../api/hosted-pages.ts';
import { useHostedPage } from '../hooks/use-hosted-page.ts';

/**
 * A renewal the card did not pay (the billing provider's dunning): the owner keeps the plan while
 * the provider retries, and is asked here to update the card, on the provider's page, as the
 * Subscription tab's "Update payment method" does. Nothing for staff, or while nothing is due.
 */
export function PaymentDueBanner({ profile }: { profile: TProfile }) {
  const isOwner = profile.role === 'OWNER';
  const billing = useBilling(profile.uid, { enabled: isOwner });
  const hosted = useHostedPage();

  if (!isOwner || !billing.data?.payment_due) return null;

  function updateCard() {
    void hosted.open(() => getPaymentMethodPage(profile.uid));
  }

  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('subscription.paymentDue.message')}</Text>
        <Button size="xs" color="red" loading={hosted.busy} onClick={updateCard}>
          {t('subscription.paymentDue.action')}
        </Button>
      </Group>
    </Alert>
  );
}
