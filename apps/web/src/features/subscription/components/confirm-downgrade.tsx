import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { TCentre, TPlan } from '@vh/contracts';
import { useState } from 'react';
import { subscriptionCopy as t } from '../subscription.copy.ts';

/**
 * SPEC §2 'Confirm your action' for a smaller plan: Confirm or Back. When the owner has more
 * active centres than the new plan allows, they choose exactly as many to keep; the others become
 * read-only on the server, never deleted.
 */
export function ConfirmDowngrade({
  from,
  to,
  keep,
  centres,
  busy,
  onBack,
  onConfirm,
}: {
  from: TPlan;
  to: TPlan;
  /** How many centres to keep; null when all of them fit the new plan. */
  keep: number | null;
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
      <Text>{t.confirm.downgrade(from.name, to.name)}</Text>
      {keep !== null ? (
        <>
          <Checkbox.Group
            label={t.confirm.keepLegend(keep)}
            description={t.confirm.keepHelp(keep, to.name)}
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
            {t.confirm.chosen(chosen.length, keep)}
          </Text>
        </>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t.confirm.back}
        </Button>
        <Button
          loading={busy}
          disabled={!ready}
          onClick={() => onConfirm(keep === null ? undefined : chosen)}
        >
          {t.confirm.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
