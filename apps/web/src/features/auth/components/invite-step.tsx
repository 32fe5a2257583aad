import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { copy } from '../../../lib/copy.ts';
import type { ValidatedInvite } from '../hooks/use-validate-invite-code.ts';
import { InviteCodeForm } from './invite-code-form.tsx';
import { BackButton } from './back-button.tsx';

type InviteStepProps = {
  initialCode: string;
  onBack: () => void;
};

/**
 * Step 3 of registration: the invite code, then the staff sign-up form (SPEC §2, §4). The staff
 * form arrives with staff registration; until then an accepted code says so plainly instead of
 * showing a form that could not create the account. The accepted invite (owner_uid, business_id,
 * code) is held here for that form.
 */
export function InviteStep({ initialCode, onBack }: InviteStepProps) {
  const [invite, setInvite] = useState<ValidatedInvite | null>(null);
  const [prefill, setPrefill] = useState(initialCode);

  function tryAnotherCode(): void {
    setPrefill('');
    setInvite(null);
  }

  return (
    <Stack gap="md">
      {invite ? (
        <>
          <Alert color="teal" icon={<IconCircleCheck aria-hidden />}>
            {/* Bold body text, not the Alert title: its teal text is too faint for WCAG AA. */}
            <Text size="sm" fw={700}>
              {copy.register.inviteAcceptedTitle}
            </Text>
            <Text size="sm">{copy.register.inviteAccepted(invite.code)}</Text>
          </Alert>
          <Button variant="default" fullWidth onClick={tryAnotherCode}>
            {copy.register.useAnotherCode}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">{copy.register.inviteIntro}</Text>
          <InviteCodeForm initialCode={prefill} onValidated={setInvite} />
        </>
      )}
      <BackButton onClick={onBack} />
    </Stack>
  );
}
