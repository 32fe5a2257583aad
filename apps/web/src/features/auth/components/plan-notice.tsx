import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { formatPlanPrice, planPeriodLabel, plans, t } from '@vh/contracts';
import { Link } from 'react-router';
import type { PlanRequest } from '../register-steps.ts';

/**
 * What the free form says about ?plan=: the paid plan the visitor picked on /pricing, or that the
 * link's plan cannot be bought here and a free account is created. Nothing from the URL is shown
 * as it was typed: only the contract's plan names. Headings are bold body text rather than Alert
 * titles, and the notices with a link are outlined: coloured title text, and the link colour on a
 * tinted background, fall below the WCAG AA contrast ratio.
 */
export function PlanNotice({ plan }: { plan: PlanRequest }) {
  switch (plan.kind) {
    case 'none':
      return null;
    case 'purchasable': {
      const chosen = plans[plan.key];
      const price = `${formatPlanPrice(chosen) ?? ''} ${planPeriodLabel()}`;
      return (
        <Alert color="indigo" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm">{t('auth.register.planChosen', { planName: chosen.name, price })}</Text>
        </Alert>
      );
    }
    case 'notPurchasable':
      return (
        <Alert color="yellow" variant="outline" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm" fw={700}>
            {t('auth.register.planNotOnlineTitle')}
          </Text>
          <Text size="sm">
            {t('auth.register.planNotOnline', { planName: plans[plan.key].name })}
          </Text>
          <PricingLink />
        </Alert>
      );
    case 'unknown':
      return (
        <Alert color="yellow" variant="outline" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm" fw={700}>
            {t('auth.register.planUnknownTitle')}
          </Text>
          <Text size="sm">{t('auth.register.planUnknown')}</Text>
          <PricingLink />
        </Alert>
      );
  }
}

function PricingLink() {
  return (
    <Anchor component={Link} to="/pricing" size="sm" mt="xs" display="inline-block">
      {t('auth.register.seePricing')}
    </Anchor>
  );
}
