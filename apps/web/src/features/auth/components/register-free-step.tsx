import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { forgetPlan, rememberPlan } from '../../../lib/pending-plan.ts';
import type { PlanRequest } from '../register-steps.ts';
import { PlanNotice } from './plan-notice.tsx';
import { RegisterForm } from './register-form.tsx';
import { BackButton } from './back-button.tsx';

type RegisterFreeStepProps = {
  plan: PlanRequest;
  onBack: () => void;
};

/**
 * Step 2 of registration: the free (owner) sign-up form. A paid plan from the link is remembered
 * so billing can continue the purchase after sign-up; a link whose plan cannot be bought forgets
 * any plan remembered earlier, since the notice promises a free account.
 */
export function RegisterFreeStep({ plan, onBack }: RegisterFreeStepProps) {
  const planToRemember = plan.kind === 'purchasable' ? plan.key : null;
  const forgetRemembered = plan.kind === 'unknown' || plan.kind === 'notPurchasable';

  useEffect(() => {
    if (planToRemember) rememberPlan(planToRemember);
    else if (forgetRemembered) forgetPlan();
  }, [planToRemember, forgetRemembered]);

  return (
    <Stack gap="md">
      <PlanNotice plan={plan} />
      <RegisterForm />
      <BackButton onClick={onBack} />
    </Stack>
  );
}
