import { Alert, Button, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  isPurchasablePlanKey,
  type TBilling,
  type TProfile,
  type TPurchasablePlanKey,
  type TSubscriptionSummary,
  t,
} from '@vh/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { ContactModal } from '../../contact/components/contact-modal.tsx';
import { VerifyEmailModal } from '../../email-verification/components/verify-email-modal.tsx';
import { reactivateSubscription } from '../api/billing.ts';
import { getPaymentMethodPage } from '../api/hosted-pages.ts';
import { notifyBillingFailure } from '../billing-failure.ts';
import { hasActivePaidPlan } from '../billing.rules.ts';
import { useBillingRefresh } from '../hooks/use-billing.ts';
import { useBilling } from '../../plans/hooks/use-billing.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { useHostedPage } from '../hooks/use-hosted-page.ts';
import { CurrentPlanCard, NextBillingCard, PaymentMethodCard } from './billing-cards.tsx';
import { CancelModal, EndNowModal } from './cancel-modal.tsx';
import { ChangePlanModal } from './change-plan-modal.tsx';
import { FreePlanCard } from './free-plan-card.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { ReadOnlyCentresNote, StatusNote } from './subscription-notes.tsx';

/** /pricing sends an owner who already pays here with ?changePlan=<plan> to open the modal on it. */
export const CHANGE_PLAN_PARAM = 'changePlan';

/**
 * The settings' Subscription tab (SPEC §2), for owners: the plan, the next billing date and the
 * payment method as the billing provider has them, what can be done about each, and the invoices.
 * Without a subscription it is SPEC's Free state.
 */
export function SubscriptionSettings({ profile }: { profile: TProfile }) {
  const billing = useBilling(profile.uid);

  if (billing.isPending) return <Loader role="status" aria-label={t('subscription.loading')} />;
  if (billing.isError) {
    return (
      <Alert color="red" variant="light" title={t('toasts.fetchError')}>
        <Button size="xs" variant="light" onClick={() => void billing.refetch()}>
          {t('common.actions.tryAgain')}
        </Button>
      </Alert>
    );
  }

  const { subscription } = billing.data;
  return (
    <Stack gap="lg">
      <ReadOnlyCentresNote count={billing.data.read_only_business_ids.length} />
      {subscription ? (
        <Subscribed profile={profile} billing={billing.data} subscription={subscription} />
      ) : (
        <FreePlanCard />
      )}
    </Stack>
  );
}

function Subscribed({
  profile,
  billing,
  subscription,
}: {
  profile: TProfile;
  billing: TBilling;
  subscription: TSubscriptionSummary;
}) {
  const uid = profile.uid;
  const refresh = useBillingRefresh(uid);
  const hosted = useHostedPage();
  const [params, setParams] = useSearchParams();
  const asked = params.get(CHANGE_PLAN_PARAM);
  const [initialPlan, setInitialPlan] = useState(isPurchasablePlanKey(asked) ? asked : null);
  const [changing, changeModal] = useDisclosure(initialPlan !== null);
  const [cancelling, cancelModal] = useDisclosure(false);
  const [contacting, contactModal] = useDisclosure(false);
  const [verifying, verifyModal] = useDisclosure(false);
  const checkout = useCheckout();
  const [reactivating, setReactivating] = useState(false);
  // Each opening of a modal is a fresh one: no step or choice left over from the last.
  const [opening, setOpening] = useState(0);
  const fresh = (open: () => void) => () => {
    setOpening((count) => count + 1);
    open();
  };

  // The request is carried out once; a reload or Back must not open the modal again.
  useEffect(() => {
    if (asked === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHANGE_PLAN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);

  const ended = subscription.status === 'cancelled';
  // Already set to end with its term: cancelling again would change nothing; ending now would.
  const ending = subscription.status === 'non_renewing';

  async function reactivate() {
    setReactivating(true);
    try {
      const saved = await reactivateSubscription(uid);
      notifySuccess(t('subscription.reactivated'));
      await refresh(saved);
    } catch (error) {
      // The server says why (a declined card, nothing to reactivate); show its words.
      const reason =
        isApiError(error) && error.status < 500 ? error.message : t('toasts.genericError');
      notifyBillingFailure(error, reason);
    } finally {
      setReactivating(false);
    }
  }

  // An ended subscription has nothing to change: the plan is bought anew, as on /pricing, and
  // the paid checkout needs a confirmed email (SPEC §6).
  function buy(plan: TPurchasablePlanKey) {
    if (!profile.confirm_email) {
      verifyModal.open();
      return;
    }
    void checkout.start(plan, profile, { onClose: () => void refresh() });
  }

  function updatePayment() {
    if (!hasActivePaidPlan(billing)) {
      notifyError(t('toasts.noActiveSubscription'));
      return;
    }
    // The card may have changed before the page was closed; show what the provider now has.
    void hosted.open(() => getPaymentMethodPage(uid), { onClose: () => void refresh() });
  }

  return (
    <Stack gap="lg">
      <StatusNote
        subscription={subscription}
        reactivating={reactivating}
        onReactivate={() => void reactivate()}
      />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        <CurrentPlanCard billing={billing} subscription={subscription} />
        <NextBillingCard subscription={subscription} />
        <PaymentMethodCard payment={billing.payment} />
      </SimpleGrid>
      <Group gap="sm" wrap="wrap" role="group" aria-label={t('subscription.actions.label')}>
        {ended ? (
          <Button component={Link} to="/pricing" variant="default">
            {t('subscription.actions.seePlans')}
          </Button>
        ) : (
          <Button
            onClick={fresh(() => {
              setInitialPlan(null);
              changeModal.open();
            })}
          >
            {t('subscription.actions.changePlan')}
          </Button>
        )}
        <Button variant="default" loading={hosted.busy} onClick={updatePayment}>
          {t('subscription.actions.updatePayment')}
        </Button>
        {ended ? null : (
          <Button variant="outline" color="red.8" onClick={fresh(cancelModal.open)}>
            {ending ? t('subscription.actions.endNow') : t('subscription.actions.cancel')}
          </Button>
        )}
      </Group>
      <InvoicesSection uid={uid} />

      <ChangePlanModal
        key={`change-${opening}`}
        opened={changing}
        onClose={changeModal.close}
        uid={uid}
        billing={billing}
        initialPlan={initialPlan}
        onContactSales={() => {
          changeModal.close();
          contactModal.open();
        }}
        onCheckout={buy}
      />
      <VerifyEmailModal
        opened={verifying}
        onClose={verifyModal.close}
        uid={uid}
        email={profile.email}
      />
      {ending ? (
        <EndNowModal
          key={`end-${opening}`}
          opened={cancelling}
          onClose={cancelModal.close}
          uid={uid}
          billing={billing}
        />
      ) : (
        <CancelModal
          key={`cancel-${opening}`}
          opened={cancelling}
          onClose={cancelModal.close}
          uid={uid}
          billing={billing}
        />
      )}
      <ContactModal
        opened={contacting}
        onClose={contactModal.close}
        initialSubject={t('spec.enterpriseInquirySubject')}
      />
    </Stack>
  );
}
