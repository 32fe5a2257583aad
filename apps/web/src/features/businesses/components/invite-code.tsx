import { Text } from '@mantine/core';
import { t } from '@vh/contracts';

/** The invite code, large; a screen reader spells it out character by character. */
export function InviteCode({ code }: { code: string }) {
  return (
    <Text
      ff="monospace"
      fz={28}
      fw={700}
      lts={4}
      aria-label={`${t('businesses.invite.title')}: ${code.split('').join(' ')}`}
    >
      {code}
    </Text>
  );
}
