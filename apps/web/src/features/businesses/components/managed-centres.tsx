import { Card, Stack, Text, Title } from '@mantine/core';
import { t, type TCentre } from '@vh/contracts';
import { useCentres } from '../hooks/use-centres.ts';
import { CentresLoadState } from './centres-load-state.tsx';
import { InviteCode } from './invite-code.tsx';
import { InviteHowTo, InviteShareButtons } from './invite-share.tsx';

function ManagedCentreCard({ centre }: { centre: TCentre }) {
  const address = [centre.street, centre.city, centre.province].filter(Boolean).join(', ');
  const invite = centre.invite;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={centre.name}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {centre.name}
        </Title>
        <Text size="sm" c="dimmed">
          {address}
        </Text>
        {invite ? (
          <>
            <Text size="sm" fw={600} mt="xs">
              {t('businesses.invite.title')}
            </Text>
            <InviteCode code={invite.code} />
            <InviteHowTo code={invite.code} />
            <InviteShareButtons name={centre.name} invite={invite} />
          </>
        ) : (
          <Text size="sm">
            {centre.active ? t('businesses.invite.none') : t('businesses.invite.inactive')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Settings › Business centres for a manager: the centres they manage, read-only, each with the
 * invite code to hand out. The server lists only those centres, and changes none for them.
 */
export function ManagedCentres() {
  const centres = useCentres();

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('businesses.managed.intro')}
      </Text>
      <CentresLoadState centres={centres} />
      {centres.data?.length === 0 && <Text>{t('businesses.managed.empty')}</Text>}
      {centres.data?.map((centre) => (
        <ManagedCentreCard key={centre.id} centre={centre} />
      ))}
      {centres.data && centres.data.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('businesses.managed.ownerChanges')}
        </Text>
      )}
    </Stack>
  );
}
