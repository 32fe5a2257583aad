import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { TCentre, TPlan } from '@vh/contracts';
import { useState } from 'react';
import { t } from '@vh/contracts';
import { formatBillingDate } from '../billing.rules.ts';

/**
 * SPEC §2 'Confirm your action' for a smaller plan: Confirm or Back. When the owner has more
 * active centres than the new plan allows, they choose exactly as many to keep; the others become
 * read-only on the server, never deleted. It also says what becomes of the money: the change is
 * made at once (the server changes the items without end_of_term) and the provider gives no
 * refund or credit for the rest of the term.
 */
export function ConfirmDowngrade({
  from,
  to,
  keep,
  nextBilling,
  centres,
  busy,
  onBack,
  onConfirm,
}: {
  from: TPlan;
  to: TPlan;
  /** How many centres to keep; null when all of them fit the new plan. */
  keep: number | null;
  /** When the provider bills next (ISO), or null when the subscription will not renew. */
  nextBilling: string | null;
  /** The owner's active centres. */
  centres: readonly TCentre[];
  busy: boolean;
  onBack: () => void;
  onConfirm: (keepIds?: string[]) => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const ready = keep === null || chosen.length === keep;

  return (
    <Stack gap="md">
      <Text>{t('subscription.confirm.downgrade', { from: from.name, to: to.name })}</Text>
      <Text>
        {t('subscription.confirm.money', {
          from: from.name,
          to: to.name,
          next: nextBilling ? 'dated' : 'none',
          date: nextBilling ? formatBillingDate(nextBilling) : '',
        })}
      </Text>
      {keep !== null ? (
        <>
          <Checkbox.Group
            label={t('subscription.confirm.keepLegend', { count: keep })}
            description={t('subscription.confirm.keepHelp', { count: keep, to: to.name })}
            value={chosen}
            onChange={setChosen}
            maxSelectedValues={keep}
          >
            <Stack gap="xs" mt="xs">
              {centres.map((centre) => (
                <Checkbox key={centre.id} value={centre.id} label={centre.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('subscription.confirm.chosen', { chosen: chosen.length, needed: keep })}
          </Text>
        </>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('subscription.confirm.back')}
        </Button>
        <Button
          loading={busy}
          disabled={!ready}
          onClick={() => onConfirm(keep === null ? undefined : chosen)}
        >
          {t('subscription.confirm.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
