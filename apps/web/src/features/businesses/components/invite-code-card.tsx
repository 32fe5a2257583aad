import { Button, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { t, type TCentre } from '@vh/contracts';
import { formatInstant } from '../../../lib/dates.ts';
import { replaceInviteCode } from '../api/centres.ts';
import { inviteLink } from '../centre-form.rules.ts';
import { useCentreChange } from '../hooks/use-centres.ts';
import { InviteCode } from './invite-code.tsx';
import { InviteQr } from './invite-qr.tsx';
import { InviteShareButtons } from './invite-share.tsx';

/** The centre's invite code, its link, and a way to replace it (the old one stops at once). */
export function InviteCodeCard({ centre }: { centre: TCentre }) {
  const { run, busy } = useCentreChange();
  const invite = centre.invite;
  const link = invite ? inviteLink(window.location.origin, invite.code) : '';

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={600}>{t('businesses.invite.title')}</Text>
        <Text size="sm" c="dimmed">
          {invite
            ? t('businesses.invite.help')
            : centre.active
              ? t('businesses.invite.none')
              : t('businesses.invite.inactive')}
        </Text>
        {invite && (
          <>
            <InviteCode code={invite.code} />
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Text>
            <InviteQr link={link} />
            <Text size="xs" c="dimmed">
              {t('businesses.invite.qrHelp')}
            </Text>
            <Text size="xs" c="dimmed">
              {invite.expires_at
                ? t('businesses.invite.expires', { when: formatInstant(invite.expires_at) })
                : t('businesses.invite.noExpiry')}
            </Text>
          </>
        )}
        <Group gap="xs">
          {invite && (
            <>
              <InviteShareButtons name={centre.name} invite={invite} />
              <CopyValue value={link} label={t('businesses.invite.copyLink')} />
            </>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={busy}
            disabled={!centre.active}
            onClick={() =>
              void run(() => replaceInviteCode(centre.id, null), t('businesses.invite.replaced'))
            }
          >
            {t('businesses.invite.replace')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={copy}
        >
          {copied ? t('businesses.invite.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
