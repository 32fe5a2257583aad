import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { timings, t } from '@vh/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginThenBackTo } from '../../../lib/next-path.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  checkoutReturn,
  forgetCheckoutReturn,
  pricingReturningTo,
} from '../../pricing/return-path.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSubscriptionCheck } from '../hooks/use-subscription-check.ts';

/** Goes to `to` once `ms` have passed (a timer the tests move with fake timers). */
function useRedirectAfter(to: string | null, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [to, ms, navigate]);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }}>
      <Stack gap="lg" align="center" ta="center">
        <Title order={1}>{t('subscription.success.title')}</Title>
        {children}
      </Stack>
    </Container>
  );
}

function MissingSubId() {
  useRedirectAfter('/', timings.missingSubIdRedirectMs);
  return (
    <Frame>
      <Text role="status">{t('subscription.success.missingSubId')}</Text>
    </Frame>
  );
}

function Checking({ subId, uid }: { subId: string; uid: string }) {
  const state = useSubscriptionCheck(subId, uid);
  // The screen the checkout was started from, if any; a failure keeps it on the way to /pricing.
  const [back] = useState(checkoutReturn);
  useRedirectAfter(
    state === 'active' ? (back ?? '/') : state === 'failed' ? pricingReturningTo(back) : null,
    state === 'active'
      ? timings.subscriptionSuccessRedirectMs
      : timings.subscriptionFailureRedirectMs,
  );
  useEffect(() => {
    // SPEC §8: the thanks is a success toast once the purchase is confirmed; the page says it too,
    // so it is not lost on someone who looks away while the check runs.
    if (state === 'active') notifySuccess(t('toasts.thankYouForSubscribing'));
    if (state === 'failed') notifyError(t('toasts.subscriptionVerifyError'));
    // Used once: a later checkout started elsewhere must not come back to it.
    if (state !== 'checking') forgetCheckoutReturn();
  }, [state]);

  return (
    <Frame>
      {state === 'checking' ? <Loader aria-hidden /> : null}
      {state === 'active' ? (
        <IconCircleCheck size={48} color="var(--mantine-color-teal-8)" aria-hidden />
      ) : null}
      <Stack gap="xs" role="status">
        {state === 'failed' ? (
          <>
            <Text>{t('toasts.subscriptionVerifyError')}</Text>
            <Text>{t('subscription.success.failed')}</Text>
          </>
        ) : (
          <>
            {state === 'active' ? (
              <Text fw={700}>{t('subscription.success.confirmed')}</Text>
            ) : null}
            <Text>{t('toasts.thankYouForSubscribing')}</Text>
          </>
        )}
      </Stack>
    </Frame>
  );
}

/**
 * /success?sub_id=… (SPEC §2, §4): where the hosted checkout returns. Confirms the subscription,
 * then goes to the screen the checkout was started from (features/pricing/return-path.ts) or the
 * home page, or back to the plans when it cannot be confirmed. It needs the
 * owner's session: a visitor without one signs in first and comes back here.
 */
export function SuccessPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { session } = useSession();
  const subId = params.get('sub_id');

  if (!subId) return <MissingSubId />;
  if (!session) return <Navigate to={loginThenBackTo(pathname + search)} replace />;
  return <Checking subId={subId} uid={session.user.id} />;
}
