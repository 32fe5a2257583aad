import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVITE_CODE_LENGTH, isInviteCodeShape, ZValidateInviteRequest, t } from '@vh/contracts';
import { useValidateInviteCode, type ValidatedInvite } from '../hooks/use-validate-invite-code.ts';

type InviteCodeValues = { code: string };

/** SPEC §5: exactly 6 characters after trimming. */
const inviteCodeRule = (value: string) =>
  isInviteCodeShape(value) ? null : t('spec.validation.inviteCodeInvalid');

type InviteCodeFormProps = {
  /** The code of the link (?code=, trimmed), shown as text; checked at once when present. */
  initialCode: string;
  /** Why the server refused `initialCode` at sign-up, shown on the field from the start. */
  initialError?: string;
  onValidated: (invite: ValidatedInvite) => void;
};

/**
 * The invite-code entry of registration (SPEC §2, §5): validated on change, sent to the server
 * only once it has the right shape.
 */
export function InviteCodeForm({ initialCode, initialError, onValidated }: InviteCodeFormProps) {
  const form = useForm<InviteCodeValues>({
    mode: 'controlled',
    initialValues: { code: initialCode },
    // A code from the link is judged straight away, so a broken link says so before any typing.
    initialErrors: initialError
      ? { code: initialError }
      : initialCode
        ? { code: inviteCodeRule(initialCode) }
        : {},
    validate: { code: inviteCodeRule },
    validateInputOnChange: true,
  });
  const { validate, working } = useValidateInviteCode((message) =>
    form.setFieldError('code', message),
  );

  async function submit(values: InviteCodeValues): Promise<void> {
    const request = ZValidateInviteRequest.safeParse({ code: values.code });
    if (!request.success) {
      form.setFieldError('code', t('spec.validation.inviteCodeInvalid'));
      return;
    }
    const invite = await validate(request.data.code);
    if (invite) onValidated(invite);
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TextInput
          label={t('auth.register.inviteCodeLabel')}
          description={t('auth.register.inviteCodeHint', { length: INVITE_CODE_LENGTH })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={working} disabled={working}>
          {t('auth.register.validateCode')}
        </Button>
      </Stack>
    </form>
  );
}
