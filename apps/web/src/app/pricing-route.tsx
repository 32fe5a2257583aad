import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plans, toasts, type TPlanKey, type TProfile } from '@vh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ContactModal } from '../features/contact/components/contact-modal.tsx';
import { VerifyEmailModal } from '../features/email-verification/components/verify-email-modal.tsx';
import { PricingPage } from '../features/pricing/components/pricing-page.tsx';
import { decidePlanChoice } from '../features/pricing/plan-choice.ts';
import { pricingCopy } from '../features/pricing/pricing.copy.ts';
import { profileQuery } from '../lib/get-profile.ts';
import { notifyError } from '../lib/notify.ts';
import { useSession } from '../lib/session.tsx';

type ContactSetup = { subject: string; notice: string | null };
type VerifySetup = { uid: string; email: string };

/**
 * /pricing: the plans, and what picking one does (decidePlanChoice): registration, the contact
 * modal, the verify-email modal, or 'You are not allowed to do that.'
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
  const [contact, setContact] = useState<ContactSetup>({ subject: '', notice: null });
  const [verifyOpened, setVerifyOpened] = useState(false);
  const [verify, setVerify] = useState<VerifySetup | null>(null);

  async function choose(plan: TPlanKey): Promise<void> {
    if (busyPlan !== null) return;
    let profile: TProfile | null = null;
    if (profileUid !== null) {
      setBusyPlan(plan);
      try {
        profile = await queryClient.ensureQueryData(profileQuery(profileUid));
      } catch {
        notifyError(toasts.fetchError);
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
    });
    switch (choice.kind) {
      case 'navigate':
        void navigate(choice.to);
        return;
      case 'not-allowed':
        notifyError(toasts.notAllowed);
        return;
      case 'contact':
        setContact({ subject: choice.subject, notice: null });
        setContactOpened(true);
        return;
      case 'sales-contact':
        setContact({ subject: choice.subject, notice: pricingCopy.salesNotice(plans[plan].name) });
        setContactOpened(true);
        return;
      case 'verify-email':
        // decidePlanChoice asks for this only once it has seen the (unconfirmed) profile.
        if (profile) {
          setVerify({ uid: profile.uid, email: profile.email });
          setVerifyOpened(true);
        }
        return;
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
        initialSubject={contact.subject}
        notice={contact.notice}
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
