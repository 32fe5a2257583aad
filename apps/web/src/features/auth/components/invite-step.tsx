import { Button, Stack, Text, Title } from '@mantine/core';
import { t } from '@vh/contracts';
import { useState } from 'react';
import type { ValidatedInvite } from '../hooks/use-validate-invite-code.ts';
import { BackButton } from './back-button.tsx';
import { InviteCodeForm } from './invite-code-form.tsx';
import { StaffSignUpForm } from './staff-sign-up-form.tsx';

type InviteStepProps = {
  initialCode: string;
  onBack: () => void;
};

/** What the code entry starts with: the link's code, or a code the server refused at sign-up. */
type CodeEntry = { code: string; error?: string };

/**
 * Step 3 of registration: the invite code, then, once it validates, the staff sign-up form
 * (SPEC §2, §4). The accepted invite (owner_uid, business_id, code) goes with the sign-up.
 */
export function InviteStep({ initialCode, onBack }: InviteStepProps) {
  const [invite, setInvite] = useState<ValidatedInvite | null>(null);
  const [entry, setEntry] = useState<CodeEntry>({ code: initialCode });

  function enterAnotherCode(): void {
    setEntry({ code: '' });
    setInvite(null);
  }

  // The code stopped working after it validated: back to the entry with it, so a typo shows.
  function codeRefused(code: string): void {
    setEntry({ code, error: t('spec.validation.inviteCodeInvalid') });
    setInvite(null);
  }

  return (
    <Stack gap="md">
      {invite ? (
        <>
          <Stack gap={4}>
            {/* A business name can be one long word: let it wrap on a phone. */}
            <Title order={2} fz="h4" ta="center" style={{ overflowWrap: 'anywhere' }}>
              {t('auth.register.joining', { businessName: invite.business_name })}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {t('auth.register.staffIntro')}
            </Text>
          </Stack>
          <StaffSignUpForm invite={invite} onInviteInvalid={() => codeRefused(invite.code)} />
          <Button variant="default" fullWidth onClick={enterAnotherCode}>
            {t('auth.register.useAnotherCode')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">{t('auth.register.inviteIntro')}</Text>
          <InviteCodeForm
            initialCode={entry.code}
            initialError={entry.error}
            onValidated={setInvite}
          />
        </>
      )}
      <BackButton onClick={onBack} />
    </Stack>
  );
}
