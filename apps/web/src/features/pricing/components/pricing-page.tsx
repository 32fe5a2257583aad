import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { HIGHLIGHTED_PLAN, PLAN_KEYS, plans, type TPlanKey, t } from '@vh/contracts';
import { FeatureTable } from './feature-table.tsx';
import { PlanCard } from './plan-card.tsx';

export type PricingPageProps = {
  /** A plan's button was pressed; what follows is the caller's decision. */
  onChoose: (plan: TPlanKey) => void;
  /** The plan whose choice is being worked out; its button shows a loader. */
  busyPlan?: TPlanKey | null;
  /** A signed-in visitor's Free button leads to the dashboard, and says so. */
  signedIn?: boolean;
};

/** /pricing (SPEC §2): the plan cards and the feature overview. Page content only, no layout. */
export function PricingPage({ onChoose, busyPlan = null, signedIn = false }: PricingPageProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1}>{t('pricing.title')}</Title>
          <Text maw={640}>{t('pricing.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('plans.currencyNote')}
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {PLAN_KEYS.map((key) => (
            <PlanCard
              key={key}
              plan={plans[key]}
              highlighted={key === HIGHLIGHTED_PLAN}
              actionLabel={
                key === 'free' && signedIn ? t('pricing.freeSignedIn') : t(`pricing.actions.${key}`)
              }
              busy={busyPlan === key}
              onChoose={() => onChoose(key)}
            />
          ))}
        </SimpleGrid>

        <Stack gap="md">
          <Title order={2}>{t('pricing.table.title')}</Title>
          <FeatureTable />
        </Stack>
      </Stack>
    </Container>
  );
}
