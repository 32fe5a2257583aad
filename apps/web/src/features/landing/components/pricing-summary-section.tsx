import {
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import {
  formatPlanPrice,
  HIGHLIGHTED_PLAN,
  planCardFeatures,
  PLAN_KEYS,
  planPeriodLabel,
  plans,
  t,
  type TPlan,
} from '@vh/contracts';
import { Link } from 'react-router';
import { LandingSection } from './landing-section.tsx';

export function PricingSummarySection() {
  return (
    <LandingSection id="pricing" title={t('landing.pricing.title')} lead={t('plans.currencyNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {PLAN_KEYS.map((key) => (
          <PlanCard key={key} plan={plans[key]} highlighted={key === HIGHLIGHTED_PLAN} />
        ))}
      </SimpleGrid>
      <Group justify="center" mt={40}>
        <Button
          component={Link}
          to="/pricing"
          size="md"
          variant="default"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t('landing.pricing.compare')}
        </Button>
      </Group>
    </LandingSection>
  );
}

function PlanCard({ plan, highlighted }: { plan: TPlan; highlighted: boolean }) {
  const price = formatPlanPrice(plan);
  // The same tagline and list as the card on /pricing (contracts: plans.ts).
  const features = planCardFeatures(plan);
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      shadow={highlighted ? 'md' : undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-indigo-7)', borderWidth: 2 } : {}}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="xl">
            {plan.name}
          </Title>
          {highlighted ? <Badge variant="filled">{t('plans.highlighted')}</Badge> : null}
        </Group>
        <Text c="dimmed" fz="sm" mih={40}>
          {t(`plans.taglines.${plan.key}`)}
        </Text>
        <Box>
          {price === null ? (
            <>
              <Text fz={32} fw={800} lh={1.2}>
                {t('plans.customPrice')}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('plans.customPriceNote')}
              </Text>
            </>
          ) : (
            <>
              <Text fz={32} fw={800} lh={1.2}>
                {price}
              </Text>
              <Text fz="sm" c="dimmed">
                {planPeriodLabel()}
              </Text>
              {plan.monthlyPriceCad ? (
                <Text fz="sm" c="dimmed">
                  {t('plans.plusTaxes')}
                </Text>
              ) : null}
            </>
          )}
        </Box>
        <List
          spacing="xs"
          fz="sm"
          icon={<IconCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden />}
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
