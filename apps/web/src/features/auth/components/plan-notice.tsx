import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { formatPlanPrice, PLAN_PERIOD_LABEL, plans } from '@vh/contracts';
import { Link } from 'react-router';
import { copy } from '../../../lib/copy.ts';
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
      const price = `${formatPlanPrice(chosen) ?? ''} ${PLAN_PERIOD_LABEL}`;
      return (
        <Alert color="indigo" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm">{copy.register.planChosen(chosen.name, price)}</Text>
        </Alert>
      );
    }
    case 'notPurchasable':
      return (
        <Alert color="yellow" variant="outline" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm" fw={700}>
            {copy.register.planNotOnlineTitle}
          </Text>
          <Text size="sm">{copy.register.planNotOnline(plans[plan.key].name)}</Text>
          <PricingLink />
        </Alert>
      );
    case 'unknown':
      return (
        <Alert color="yellow" variant="outline" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm" fw={700}>
            {copy.register.planUnknownTitle}
          </Text>
          <Text size="sm">{copy.register.planUnknown}</Text>
          <PricingLink />
        </Alert>
      );
  }
}

function PricingLink() {
  return (
    <Anchor component={Link} to="/pricing" size="sm" mt="xs" display="inline-block">
      {copy.register.seePricing}
    </Anchor>
  );
}
