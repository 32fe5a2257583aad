import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { t, type TCentre } from '@vh/contracts';
import { inviteLink } from '../centre-form.rules.ts';

type Invite = NonNullable<TCentre['invite']>;

/** Where staff type a code by hand: the register screen's code step. */
const inviteUrl = (origin: string) => `${origin}/invite`;

/** How staff use the code, said the way one would say it to them. */
export function InviteHowTo({ code }: { code: string }) {
  return (
    <Text size="sm">
      {t('businesses.invite.howToJoin', { inviteUrl: inviteUrl(window.location.origin), code })}
    </Text>
  );
}

/**
 * Copy the code, and Share it: the phone's share sheet where the browser has one (a text message,
 * a chat), otherwise the whole invitation goes to the clipboard to paste wherever it is sent.
 */
export function InviteShareButtons({ name, invite }: { name: string; invite: Invite }) {
  const clipboard = useClipboard();
  const origin = window.location.origin;
  const link = inviteLink(origin, invite.code);
  const text = t('businesses.invite.shareText', {
    name,
    link,
    inviteUrl: inviteUrl(origin),
    code: invite.code,
  });

  async function share() {
    if (typeof navigator.share !== 'function') {
      clipboard.copy(text);
      return;
    }
    try {
      await navigator.share({ title: t('businesses.invite.shareTitle', { name }), text });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) clipboard.copy(text);
    }
  }

  return (
    <Group gap="xs">
      <CopyButton value={invite.code}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={copy}
          >
            {copied ? t('businesses.invite.copied') : t('businesses.invite.copyCode')}
          </Button>
        )}
      </CopyButton>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => void share()}
      >
        {clipboard.copied ? t('businesses.invite.copied') : t('businesses.invite.share')}
      </Button>
    </Group>
  );
}
