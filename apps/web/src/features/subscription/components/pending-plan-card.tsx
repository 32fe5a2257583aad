import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { formatPlanPrice, planPeriodLabel, planOf, plans, type TProfile, t } from '@vh/contracts';
import { useEffect, useId, useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { forgetPlan, pendingPlan } from '../../../lib/pending-plan.ts';
import { useSession } from '../../../lib/session.tsx';
import { VerifyEmailModal } from '../../email-verification/components/verify-email-modal.tsx';
import { decidePlanChoice } from '../../pricing/plan-choice.ts';
import { useCheckout } from '../hooks/use-checkout.ts';

/**
 * The purchase a visitor started on /pricing before they had an account (lib/pending-plan.ts),
 * offered again to the owner on Free: "Continue to checkout" does what picking the plan on /pricing
 * does for a signed-in owner (decidePlanChoice): the 'Verify your email' modal until the email is
 * confirmed, then the hosted checkout. The card is an offer made once: it is forgotten as soon as
 * that checkout opens (closing it unpaid leaves /pricing and Settings to buy from), on "Not now",
 * and once the owner pays for any plan. Staff never see it.
 */
export function PendingPlanCard({ profile }: { profile: TProfile }) {
  const { session, role } = useSession();
  const [remembered, setRemembered] = useState(pendingPlan);
  const [verifyOpened, setVerifyOpened] = useState(false);
  const checkout = useCheckout();
  const titleId = useId();

  const isOwner = profile.role === 'OWNER';
  const currentPlan = planOf(profile.plan).key;
  const pays = currentPlan !== 'free';

  // A plan is bought (or was already): nothing is left to continue. The card hides on `pays`.
  useEffect(() => {
    if (isOwner && pays) forgetPlan();
  }, [isOwner, pays]);

  function forget(): void {
    forgetPlan();
    setRemembered(null);
  }

  function proceed(): void {
    if (remembered === null || checkout.busy) return;
    const choice = decidePlanChoice({
      plan: remembered,
      signedIn: session !== null,
      sessionRole: role,
      profileRole: profile.role,
      emailConfirmed: profile.confirm_email,
      currentPlan,
    });
    switch (choice.kind) {
      case 'verify-email':
        setVerifyOpened(true);
        return;
      case 'checkout':
        void checkout.start(choice.plan, profile).then((opened) => {
          if (opened) forget();
        });
        return;
      case 'not-allowed':
        notifyError(t('toasts.notAllowed'));
        return;
      default:
        // Only an owner on Free sees the card, so nothing else can come back.
        return;
    }
  }

  const plan = remembered !== null && isOwner && !pays ? plans[remembered] : null;

  return (
    <>
      {plan && (
        <Paper
          component="section"
          aria-labelledby={titleId}
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
        >
          <Group gap="md" align="flex-start" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md" visibleFrom="xs" aria-hidden>
              <IconShoppingCart size={20} />
            </ThemeIcon>
            <Stack gap="sm" flex={1}>
              <div>
                <Title order={2} fz="h4" id={titleId}>
                  {t('subscription.pendingPlan.title', { planName: plan.name })}
                </Title>
                <Text>
                  <Text span fz="xl" fw={800}>
                    {formatPlanPrice(plan)}
                  </Text>{' '}
                  <Text span size="sm" c="dimmed">
                    {planPeriodLabel()}
                  </Text>
                </Text>
              </div>
              <Text size="sm">{t('subscription.pendingPlan.body')}</Text>
              <Group gap="sm" wrap="wrap">
                <Button onClick={proceed} loading={checkout.busy}>
                  {t('subscription.pendingPlan.continue')}
                </Button>
                <Button variant="default" onClick={forget} disabled={checkout.busy}>
                  {t('subscription.pendingPlan.notNow')}
                </Button>
              </Group>
            </Stack>
          </Group>
        </Paper>
      )}
      <VerifyEmailModal
        opened={verifyOpened}
        onClose={() => setVerifyOpened(false)}
        uid={profile.uid}
        email={profile.email}
      />
    </>
  );
}
