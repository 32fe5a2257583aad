import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { t, type TCentre } from '@vh/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session.tsx';
import { useBilling } from '../../plans/hooks/use-billing.ts';
import { setCentreActive } from '../api/centres.ts';

import { useCentreChange, useCentres } from '../hooks/use-centres.ts';
import { CentreFormModal } from './centre-form-modal.tsx';
import { CentresLoadState } from './centres-load-state.tsx';
import { InviteCode } from './invite-code.tsx';
import { InviteCodeCard } from './invite-code-card.tsx';
import { InviteHowTo, InviteShareButtons } from './invite-share.tsx';

/**
 * Shown once, on the owner's first centre just made: the next step is handing out its code, so
 * the code, how staff use it and the share buttons are brought into view and focused.
 */
function FirstCentreReady({ centre, onDone }: { centre: TCentre; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    // jsdom and some older browsers have no scrollIntoView; the focus alone still moves there.
    panel?.scrollIntoView?.({ block: 'center' });
    panel?.focus({ preventScroll: true });
  }, []);
  const invite = centre.invite;
  if (!invite) return null;
  const titleId = `first-centre-${centre.id}`;

  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="teal"
      variant="light"
      role="region"
      aria-labelledby={titleId}
      title={<span id={titleId}>{t('businesses.firstReady.title', { name: centre.name })}</span>}
    >
      <Stack gap="xs" align="flex-start">
        <InviteCode code={invite.code} />
        <InviteHowTo code={invite.code} />
        <Group gap="xs">
          <InviteShareButtons name={centre.name} invite={invite} />
          <Button size="xs" variant="default" onClick={onDone}>
            {t('businesses.firstReady.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function CentreCard({
  centre,
  readOnly,
  first,
  onFirstDone,
}: {
  centre: TCentre;
  readOnly: boolean;
  first: boolean;
  onFirstDone: () => void;
}) {
  const [editing, edit] = useDisclosure(false);
  const { run, busy } = useCentreChange();
  const address = [
    centre.street,
    centre.street_2,
    centre.city,
    centre.province,
    centre.postal_code,
    centre.country,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={centre.name}>
      <Stack gap="md">
        {first && <FirstCentreReady centre={centre} onDone={onFirstDone} />}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {centre.name}
          </Title>
          {readOnly ? (
            <Badge color="yellow" c="dark" variant="filled">
              {t('businesses.readOnly')}
            </Badge>
          ) : (
            <Badge color={centre.active ? 'teal.9' : 'gray.7'} variant="filled">
              {centre.active ? t('businesses.active') : t('businesses.inactive')}
            </Badge>
          )}
        </Group>
        {readOnly || !centre.active ? (
          <Text size="sm" c="dimmed">
            {readOnly ? t('businesses.readOnlyNote') : t('businesses.inactiveNote')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('businesses.details.address')}
            </Text>
            <Text size="sm">{address}</Text>
            <Text size="sm" fw={600} mt="xs">
              {t('businesses.details.timeZone')}
            </Text>
            <Text size="sm">{centre.time_zone}</Text>
            <Text size="sm" fw={600} mt="xs">
              {t('businesses.details.position')}
            </Text>
            <Text size="sm">
              {centre.latitude.toFixed(6)}, {centre.longitude.toFixed(6)} ·{' '}
              {t('businesses.radiusValue', { metres: centre.radius_m })}
            </Text>
          </Stack>
          <InviteCodeCard centre={centre} />
        </SimpleGrid>
        <Group gap="sm">
          <Button variant="light" onClick={edit.open}>
            {t('businesses.edit')}
          </Button>
          <Button
            variant="default"
            loading={busy}
            onClick={() => void run(() => setCentreActive(centre.id, !centre.active))}
          >
            {centre.active ? t('businesses.deactivate') : t('businesses.reactivate')}
          </Button>
        </Group>
      </Stack>
      <CentreFormModal opened={editing} onClose={edit.close} centre={centre} />
    </Card>
  );
}

/** Settings › Business centres (owners): their centres, each with its invite code. */
export function CentresSettings() {
  const centres = useCentres();
  const { session } = useSession();
  // A smaller plan leaves some centres read-only; billing knows which.
  const billing = useBilling(session?.user.id ?? '', { enabled: session !== null });
  const readOnly = new Set(billing.data?.read_only_business_ids ?? []);
  const [adding, add] = useDisclosure(false);
  // Whether the centre being added is the owner's first, decided when the form opens.
  const [addingFirst, setAddingFirst] = useState(false);
  const [firstId, setFirstId] = useState<string | null>(null);
  const none = centres.data?.length === 0;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('businesses.intro')}
      </Text>
      <Group>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setAddingFirst(none);
            add.open();
          }}
        >
          {t('businesses.add')}
        </Button>
      </Group>
      <CentresLoadState centres={centres} />
      {none && <Text>{t('businesses.empty')}</Text>}
      {centres.data?.map((centre) => (
        <CentreCard
          key={centre.id}
          centre={centre}
          readOnly={readOnly.has(centre.id)}
          first={centre.id === firstId}
          onFirstDone={() => setFirstId(null)}
        />
      ))}
      <CentreFormModal
        opened={adding}
        onClose={add.close}
        returnFocus={!addingFirst}
        onCreated={(created) => {
          if (addingFirst) setFirstId(created.id);
        }}
      />
    </Stack>
  );
}
