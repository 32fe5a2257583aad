import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPlanPrice, PAID_PLAN_FEATURES, PLAN_PERIOD_LABEL, plans } from '@vh/contracts';
import { Link } from 'react-router';
import { subscriptionCopy as text } from '../subscription.copy.ts';

/**
 * SPEC §2's no-subscription state: Free at $0 a month, with ways to see and pick a paid plan. No
 * billing date or payment method is shown, since there is none.
 */
export function FreePlanCard() {
  const plan = plans.free;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {text.currentPlan}
        </Title>
        <div>
          <Text fw={700} fz="xl">
            {plan.name}
          </Text>
          <Text>
            <Text span fz={28} fw={800}>
              {formatPlanPrice(plan)}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              {PLAN_PERIOD_LABEL}
            </Text>
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {text.noSubscription}
        </Text>
        <div>
          <Text size="sm" fw={600}>
            {text.includes}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>{text.businessCentres(plan.businessCentres)}</List.Item>
          </List>
        </div>
        <div>
          <Text size="sm" fw={600}>
            {text.paidPlansInclude}
          </Text>
          <List size="sm" spacing={4}>
            {PAID_PLAN_FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </div>
        <Group gap="sm" justify="flex-end" wrap="wrap">
          <Button component={Link} to="/pricing" variant="default">
            {text.planDetails}
          </Button>
          <Button component={Link} to="/pricing">
            {text.upgradePlan}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
