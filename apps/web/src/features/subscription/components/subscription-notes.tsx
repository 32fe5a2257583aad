import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { planOf, type TSubscriptionSummary, t } from '@vh/contracts';
import { Link } from 'react-router';
import { formatBillingDate } from '../billing.rules.ts';

/** SPEC §4's notes for a subscription that has ended or will not renew, each with Reactivate. */
export function StatusNote({
  subscription,
  reactivating,
  onReactivate,
}: {
  subscription: TSubscriptionSummary;
  reactivating: boolean;
  onReactivate: () => void;
}) {
  const { status } = subscription;
  if (status !== 'cancelled' && status !== 'non_renewing') return null;
  // The subscription's own plan: the owner's plan is already Free once it has ended.
  const planName = planOf(subscription.item_price_id).name;
  const cancelled = status === 'cancelled';
  const when = cancelled ? subscription.cancelled_at : subscription.current_term_end;
  const date = when ? formatBillingDate(when) : null;

  return (
    <Alert
      color={cancelled ? 'red' : 'orange'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        cancelled
          ? t('subscription.notes.cancelledTitle')
          : t('subscription.notes.nonRenewingTitle')
      }
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t(cancelled ? 'subscription.notes.cancelled' : 'subscription.notes.nonRenewing', {
            planName,
            term: date ? 'dated' : 'open',
            date: date ?? '',
          })}
        </Text>
        <Button size="xs" loading={reactivating} onClick={onReactivate}>
          {t('subscription.notes.reactivate')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Centres a smaller plan made read-only: kept, not deleted, and where to go about them. */
export function ReadOnlyCentresNote({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={t('subscription.readOnly.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('subscription.readOnly.message', { count })}</Text>
        {/* The settings tab lives in the URL (app/dashboard/dashboard-url.ts). */}
        <Anchor
          component={Link}
          to={{ search: '?panel=settings&tab=centres' }}
          size="sm"
          fw={600}
          // The default link blue is too light on the note's blue tint.
          c="blue.9"
          underline="always"
        >
          {t('subscription.readOnly.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
