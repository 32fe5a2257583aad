import { Accordion, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ErrorCode,
  formatPlanPrice,
  itemPriceOfPlan,
  layout,
  planPeriodLabel,
  planCardFeatures,
  plans,
  type TBilling,
  type TPlanKey,
  type TPurchasablePlanKey,
  t,
} from '@vh/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCentres } from '../../businesses/hooks/use-centres.ts';
import { changePlan } from '../api/billing.ts';
import { notifyAlreadyOnPlan, notifyBillingFailure } from '../billing-failure.ts';
import { decidePlanChange, hasActivePaidPlan, isDowngrade } from '../billing.rules.ts';
import { useBillingRefresh } from '../hooks/use-billing.ts';
import { ConfirmDowngrade } from './confirm-downgrade.tsx';

/** The plans the modal offers (SPEC §2): Free is reached by cancelling, not here. */
const OFFERED: readonly TPlanKey[] = ['basic', 'pro', 'enterprise'];

type Step = { kind: 'plans' } | { kind: 'confirm'; plan: TPlanKey; keep: number | null };

/**
 * SPEC §2 'Change plan': an accordion of Basic, Pro and Enterprise. The current plan is refused
 * with the spec's toast, a smaller plan is confirmed first (choosing the centres to keep when
 * there are too many), a bigger one changes at once, and Enterprise opens the inquiry. With no
 * subscription to change (SPEC §5), a paid plan is bought: `onCheckout` when signed in, else
 * registration with the plan. The parent gives each opening a new `key`, so it starts at the list,
 * on `initialPlan`.
 */
export function ChangePlanModal({
  opened,
  onClose,
  uid,
  billing,
  initialPlan,
  onContactSales,
  onCheckout,
}: {
  opened: boolean;
  onClose: () => void;
  uid: string;
  billing: TBilling;
  /** The plan to open first (the owner picked it on /pricing). */
  initialPlan?: TPlanKey | null;
  onContactSales: () => void;
  /** Buy `plan` through the hosted checkout (the owner has no subscription to change). */
  onCheckout: (plan: TPurchasablePlanKey) => void;
}) {
  const { session } = useSession();
  const navigate = useNavigate();
  const narrow = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const [step, setStep] = useState<Step>({ kind: 'plans' });
  const [expanded, setExpanded] = useState<string | null>(initialPlan ?? null);
  const [busy, setBusy] = useState<TPlanKey | null>(null);
  const centres = useCentres({ enabled: opened });
  const refresh = useBillingRefresh(uid);
  const current = billing.plan;
  const subscribed = hasActivePaidPlan(billing);

  const activeCentres = (centres.data ?? []).filter((centre) => centre.active);

  async function activeCount(): Promise<number | null> {
    if (centres.data) return activeCentres.length;
    const loaded = await centres.refetch();
    if (!loaded.data) {
      notifyError(t('subscription.confirm.centresFailed'));
      return null;
    }
    return loaded.data.filter((centre) => centre.active).length;
  }

  async function choose(plan: TPlanKey) {
    if (busy) return;
    let count = 0;
    // The centres matter only to a smaller plan; nothing else waits for them.
    if (subscribed && isDowngrade(current, plan)) {
      setBusy(plan);
      const loaded = await activeCount();
      setBusy(null);
      if (loaded === null) return;
      count = loaded;
    }
    const decision = decidePlanChange(current, plan, count, subscribed);
    switch (decision.kind) {
      case 'checkout':
        onClose();
        if (session) {
          onCheckout(decision.plan);
        } else {
          // The session ended while the modal was open: the plan is bought after registering.
          notifySuccess(t('toasts.pleaseRegisterNext'));
          void navigate(`/register?plan=${decision.plan}&isOwner=true`);
        }
        return;
      case 'already-on-plan':
        notifyAlreadyOnPlan();
        return;
      case 'contact-sales':
        onContactSales();
        return;
      case 'confirm-downgrade':
        setStep({ kind: 'confirm', plan, keep: decision.keep });
        return;
      case 'change':
        await apply(plan);
        return;
    }
  }

  async function apply(plan: TPlanKey, keepIds?: string[]) {
    const itemId = itemPriceOfPlan(plan);
    if (!itemId) return;
    setBusy(plan);
    try {
      const saved = await changePlan(uid, {
        item_id: itemId,
        ...(keepIds ? { keep_business_ids: keepIds } : {}),
      });
      notifySuccess(t('subscription.planChanged', { planName: plans[plan].name }));
      onClose();
      await refresh(saved);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.CHOOSE_CENTRES_TO_KEEP) {
        // Our list of centres was out of date: ask again with the server's.
        const loaded = await centres.refetch();
        const allowed = plans[plan].businessCentres;
        if (loaded.data && allowed !== null) {
          setStep({ kind: 'confirm', plan, keep: allowed });
          return;
        }
      }
      notifyBillingFailure(error, t('toasts.saveError'));
    } finally {
      setBusy(null);
    }
  }

  const confirming = step.kind === 'confirm';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={confirming ? t('subscription.confirm.title') : t('subscription.changePlanModal.title')}
      size="lg"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {step.kind === 'confirm' ? (
        <ConfirmDowngrade
          from={plans[current]}
          to={plans[step.plan]}
          keep={step.keep}
          nextBilling={billing.subscription?.next_billing_at ?? null}
          centres={activeCentres}
          busy={busy !== null}
          onBack={() => setStep({ kind: 'plans' })}
          onConfirm={(keepIds) => void apply(step.plan, keepIds)}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('subscription.changePlanModal.intro')}</Text>
          <Accordion variant="separated" value={expanded} onChange={setExpanded}>
            {OFFERED.map((key) => {
              const plan = plans[key];
              const price = formatPlanPrice(plan);
              return (
                <Accordion.Item key={key} value={key}>
                  <Accordion.Control>
                    <Group gap="xs" justify="space-between" wrap="wrap" pr="xs">
                      <Group gap="xs">
                        <Text fw={700}>{plan.name}</Text>
                        {key === current ? (
                          <Badge color="teal.9" variant="filled">
                            {t('subscription.changePlanModal.current')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="sm">
                        {price ? `${price} ${planPeriodLabel()}` : t('plans.customPrice')}
                      </Text>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm" align="flex-start">
                      <List size="sm" spacing={4}>
                        {planCardFeatures(plan).map((feature) => (
                          <List.Item key={feature}>{feature}</List.Item>
                        ))}
                      </List>
                      <Button
                        loading={busy === key}
                        disabled={busy !== null && busy !== key}
                        onClick={() => void choose(key)}
                      >
                        {key === 'enterprise'
                          ? t('subscription.changePlanModal.contactSales')
                          : t('subscription.changePlanModal.choose', { planName: plan.name })}
                      </Button>
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
          <Text size="xs" c="dimmed">
            {t('subscription.changePlanModal.upgradeNote')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
