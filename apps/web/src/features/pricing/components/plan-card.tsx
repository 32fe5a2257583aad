import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatPlanPrice, planPeriodLabel, planCardFeatures, type TPlan, t } from '@vh/contracts';

type PlanCardProps = {
  plan: TPlan;
  highlighted: boolean;
  actionLabel: string;
  busy: boolean;
  onChoose: () => void;
};

export function PlanCard({ plan, highlighted, actionLabel, busy, onChoose }: PlanCardProps) {
  const price = formatPlanPrice(plan);

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      shadow={highlighted ? 'md' : 'xs'}
      style={
        highlighted
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} fz="h3">
            {plan.name}
          </Title>
          {highlighted ? <Badge>{t('plans.highlighted')}</Badge> : null}
        </Group>
        <Text size="sm">{t(`plans.taglines.${plan.key}`)}</Text>
        <div>
          <Text fz={36} fw={800} lh={1.1}>
            {price ?? t('plans.customPrice')}
          </Text>
          <Text size="sm" c="dimmed">
            {price === null ? t('plans.customPriceNote') : planPeriodLabel()}
          </Text>
          {plan.monthlyPriceCad ? (
            <Text size="sm" c="dimmed">
              {t('plans.plusTaxes')}
            </Text>
          ) : null}
        </div>
        <List
          spacing="xs"
          size="sm"
          center
          icon={
            <ThemeIcon size={20} radius="xl" color="teal.8" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {planCardFeatures(plan).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          mt="auto"
          fullWidth
          variant={highlighted ? 'filled' : 'light'}
          loading={busy}
          onClick={onChoose}
        >
          {actionLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
