import { useQuery, useQueryClient } from '@tanstack/react-query';
import { planOf, timings, type TPlanKey, type TProfile, t } from '@vh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ContactModal } from '../features/contact/components/contact-modal.tsx';
import { VerifyEmailModal } from '../features/email-verification/components/verify-email-modal.tsx';
import { PricingPage } from '../features/pricing/components/pricing-page.tsx';
import { decidePlanChoice } from '../features/pricing/plan-choice.ts';
import { CHANGE_PLAN_PARAM } from '../features/subscription/components/subscription-settings.tsx';
import { useCheckout } from '../features/subscription/hooks/use-checkout.ts';
import { profileQuery } from '../lib/get-profile.ts';
import { notifyError, notifySuccess } from '../lib/notify.ts';
import { useSession } from '../lib/session.tsx';
import { dashboardSearch } from './dashboard/dashboard-url.ts';

type VerifySetup = { uid: string; email: string };

/**
 * /pricing: the plans, and what picking one does (decidePlanChoice): registration, the hosted
 * checkout, the change of an existing plan, the contact modal, the verify-email modal, or 'You are
 * not allowed to do that.'
 */
export function PricingRoute() {
  const { session, role } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Only a USER session has a profile; it says whether they own the business and confirmed the email.
  const profileUid = session !== null && role === 'USER' ? session.user.id : null;
  // Started on arrival, so the profile is usually known before a plan is picked.
  useQuery({ ...profileQuery(profileUid ?? ''), enabled: profileUid !== null });

  const [busyPlan, setBusyPlan] = useState<TPlanKey | null>(null);
  const [contactOpened, setContactOpened] = useState(false);
  const [contactSubject, setContactSubject] = useState('');
  const [verifyOpened, setVerifyOpened] = useState(false);
  const [verify, setVerify] = useState<VerifySetup | null>(null);
  const checkout = useCheckout();

  async function choose(plan: TPlanKey): Promise<void> {
    if (busyPlan !== null) return;
    let profile: TProfile | null = null;
    if (profileUid !== null) {
      setBusyPlan(plan);
      try {
        profile = await queryClient.ensureQueryData(profileQuery(profileUid));
      } catch {
        notifyError(t('toasts.fetchError'));
        return;
      } finally {
        setBusyPlan(null);
      }
    }

    const choice = decidePlanChoice({
      plan,
      signedIn: session !== null,
      sessionRole: role,
      profileRole: profile?.role ?? null,
      emailConfirmed: profile?.confirm_email ?? false,
      currentPlan: profile ? planOf(profile.plan).key : null,
    });
    switch (choice.kind) {
      case 'navigate':
        void navigate(choice.to);
        return;
      case 'register':
        // Registration remembers the plan (RegisterFreeStep) for the dashboard to offer again.
        notifySuccess(t('toasts.pleaseRegisterNext'));
        void navigate(choice.to);
        return;
      case 'not-allowed':
        notifyError(t('toasts.notAllowed'));
        return;
      case 'already-on-plan':
        notifyError(t('toasts.alreadyHavePlan'), {
          autoClose: timings.alreadyHavePlanAutoCloseMs,
        });
        return;
      case 'change-plan':
        void navigate(
          `/dashboard${dashboardSearch('settings', 'subscription')}&${CHANGE_PLAN_PARAM}=${choice.plan}`,
        );
        return;
      case 'contact':
        setContactSubject(choice.subject);
        setContactOpened(true);
        return;
      case 'verify-email':
        // decidePlanChoice asks for this only once it has seen the (unconfirmed) profile.
        if (profile) {
          setVerify({ uid: profile.uid, email: profile.email });
          setVerifyOpened(true);
        }
        return;
      case 'checkout': {
        if (!profile) return;
        setBusyPlan(plan);
        await checkout.start(choice.plan, profile);
        setBusyPlan(null);
        return;
      }
    }
  }

  return (
    <>
      <PricingPage
        onChoose={(plan) => void choose(plan)}
        busyPlan={busyPlan}
        signedIn={session !== null}
      />
      <ContactModal
        opened={contactOpened}
        onClose={() => setContactOpened(false)}
        initialSubject={contactSubject}
      />
      {verify ? (
        <VerifyEmailModal
          opened={verifyOpened}
          onClose={() => setVerifyOpened(false)}
          uid={verify.uid}
          email={verify.email}
          redirect="/pricing"
        />
      ) : null}
    </>
  );
}
