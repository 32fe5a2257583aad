import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  formatMinorUnits,
  formatPlanPrice,
  planPeriodLabel,
  plans,
  type TBilling,
  type TPaymentSummary,
  type TSubscriptionStatus,
  type TSubscriptionSummary,
  t,
} from '@vh/contracts';
import type { ReactNode } from 'react';
import { autoRenews, describePayment, formatBillingDate } from '../billing.rules.ts';

// The three cards of SPEC §2's Subscription tab: current plan, next billing date, payment method.

// Dark shades under white text, and dark text on the warning yellow, pass WCAG AA contrast.
const WARNING = 'yellow';
const statusColours: Record<TSubscriptionStatus, string> = {
  future: 'gray.7',
  in_trial: 'blue.9',
  active: 'teal.9',
  non_renewing: WARNING,
  paused: 'gray.7',
  cancelled: 'red.9',
  transferred: 'gray.7',
};

function BillingCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function StatusBadge({ status }: { status: TSubscriptionStatus }) {
  return (
    <Badge
      color={statusColours[status]}
      c={statusColours[status] === WARNING ? 'dark' : undefined}
      variant="filled"
    >
      {t(`subscription.status.${status}`)}
    </Badge>
  );
}

export function CurrentPlanCard({
  billing,
  subscription,
}: {
  billing: TBilling;
  subscription: TSubscriptionSummary;
}) {
  const plan = plans[billing.plan];
  // The provider's own amount when it has one: it is what the owner is actually billed.
  const price =
    subscription.amount !== null && billing.plan !== 'free'
      ? formatMinorUnits(subscription.amount, subscription.currency_code ?? undefined)
      : formatPlanPrice(plan);

  return (
    <BillingCard title={t('subscription.currentPlan')}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={700} fz="xl">
          {plan.name}
        </Text>
        <StatusBadge status={subscription.status} />
      </Group>
      {price ? (
        <Text>
          <Text span fz={28} fw={800}>
            {price}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            {planPeriodLabel()}
          </Text>
        </Text>
      ) : null}
    </BillingCard>
  );
}

export function NextBillingCard({ subscription }: { subscription: TSubscriptionSummary }) {
  const renews = autoRenews(subscription.status);
  const next = renews ? subscription.next_billing_at : null;
  const termEnd = subscription.current_term_end;

  return (
    <BillingCard title={t('subscription.nextBilling')}>
      <Text fw={700} fz="lg">
        {next ? formatBillingDate(next) : t('subscription.noNextBilling')}
      </Text>
      <Text size="sm" fw={600} c={renews ? 'teal.9' : 'dimmed'}>
        {t('subscription.autoRenewal', { renews: renews ? 'on' : 'off' })}
      </Text>
      {!renews && subscription.status === 'non_renewing' && termEnd ? (
        <Text size="sm">{t('subscription.termEnds', { date: formatBillingDate(termEnd) })}</Text>
      ) : null}
    </BillingCard>
  );
}

export function PaymentMethodCard({ payment }: { payment: TPaymentSummary | null }) {
  const method = describePayment(payment);

  return (
    <BillingCard title={t('subscription.paymentMethod')}>
      {method.kind === 'none' ? <Text>{t('subscription.noPaymentMethod')}</Text> : null}
      {method.kind === 'paypal' ? (
        <>
          <Text fw={700} fz="lg">
            {t('subscription.paypal')}
          </Text>
          {method.email ? <Text size="sm">{method.email}</Text> : null}
        </>
      ) : null}
      {method.kind === 'card' ? (
        <>
          <Text fw={700} fz="lg">
            {method.brand}
            {method.last4 ? (
              <>
                {' '}
                <VisuallyHidden>{t('subscription.cardEndingSpoken')}</VisuallyHidden>
                <span aria-hidden="true">{t('subscription.cardDots')}</span> {method.last4}
              </>
            ) : null}
          </Text>
          {method.expiry ? (
            <Text size="sm">{t('subscription.cardExpires', { expiry: method.expiry })}</Text>
          ) : null}
        </>
      ) : null}
    </BillingCard>
  );
}
