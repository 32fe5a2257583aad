import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatPlanPrice,
  PAID_PLAN_FEATURES,
  planPeriodLabel,
  plans,
  t,
  planFeatureWords,
} from '@vh/contracts';
import { Link } from 'react-router';

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
          {t('subscription.currentPlan')}
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
              {planPeriodLabel()}
            </Text>
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {t('subscription.noSubscription')}
        </Text>
        <div>
          <Text size="sm" fw={600}>
            {t('subscription.includes')}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              {plan.businessCentres === null
                ? t('subscription.businessCentresUnlimited')
                : t('subscription.businessCentres', { count: plan.businessCentres })}
            </List.Item>
          </List>
        </div>
        <div>
          <Text size="sm" fw={600}>
            {t('subscription.paidPlansInclude')}
          </Text>
          <List size="sm" spacing={4}>
            {PAID_PLAN_FEATURES.map((feature) => (
              <List.Item key={feature}>{planFeatureWords(feature)}</List.Item>
            ))}
          </List>
        </div>
        <Group gap="sm" justify="flex-end" wrap="wrap">
          <Button component={Link} to="/pricing" variant="default">
            {t('subscription.planDetails')}
          </Button>
          <Button component={Link} to="/pricing">
            {t('subscription.upgradePlan')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
