import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { STAFF_LIMITS, t } from '@vh/contracts';
import { useRegister } from '../hooks/use-register.ts';
import { useSignUpForm } from '../hooks/use-sign-up-form.ts';
import type { ValidatedInvite } from '../hooks/use-validate-invite-code.ts';
import {
  emptyStaffValues,
  failedStaffSubmitToast,
  staffRules,
  toStaffRegisterRequest,
  type StaffValues,
} from '../staff-form.rules.ts';
import { AccountFields, NewPasswordFields } from './sign-up-fields.tsx';

type StaffSignUpFormProps = {
  invite: ValidatedInvite;
  /** The server refused the code at sign-up (replaced or closed since it was validated). */
  onInviteInvalid: () => void;
};

/**
 * The staff sign-up form of the invite step (SPEC §2 step 3, §3, §5): the free form's fields plus
 * the cell number and the kiosk PIN, every one required; the sign-up joins the invite's business.
 */
export function StaffSignUpForm({ invite, onInviteInvalid }: StaffSignUpFormProps) {
  const { form, onInvalid } = useSignUpForm(emptyStaffValues, staffRules, failedStaffSubmitToast);
  const { register, working } = useRegister(
    (values: StaffValues) => toStaffRegisterRequest(values, invite),
    { setFieldError: (field, message) => form.setFieldError(field, message), onInviteInvalid },
  );

  return (
    <form noValidate onSubmit={form.onSubmit(register, onInvalid)}>
      <Stack gap="sm">
        <AccountFields form={form} required />
        <TextInput
          label={t('common.fields.cellNumber')}
          type="tel"
          autoComplete="mobile tel"
          required
          key={form.key('cellNumber')}
          {...form.getInputProps('cellNumber')}
        />
        {/* A secret like the password, so masked; inputMode brings up the digit keypad on phones. */}
        <PasswordInput
          label={t('common.fields.pinCode')}
          description={t('auth.register.pinHint', {
            minDigits: STAFF_LIMITS.pinMinDigits,
            maxDigits: STAFF_LIMITS.pinMaxDigits,
          })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={STAFF_LIMITS.pinMaxDigits}
          required
          key={form.key('pinCode')}
          {...form.getInputProps('pinCode')}
        />
        <NewPasswordFields form={form} required />
        <Button type="submit" fullWidth mt="xs" loading={working} disabled={working}>
          {t('common.actions.signUp')}
        </Button>
      </Stack>
    </form>
  );
}
