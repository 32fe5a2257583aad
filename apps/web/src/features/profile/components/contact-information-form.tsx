import { Alert, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { type TProfile, t } from '@vh/contracts';
import { notifyError } from '../../../lib/notify.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import {
  contactFailedSubmitToast,
  contactRulesFor,
  contactValuesOf,
  emailChanged,
  toContactInformation,
  type ContactValues,
  type ProfileField,
} from '../profile-form.rules.ts';
import { FormCard } from './form-card.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { resetFormTo, useFollowValues } from './reset-form.ts';

/**
 * Settings › Account: the email and phone numbers, saved as contact_information alone. A new email
 * needs the current password, and changes only once the links mailed to the current and the new
 * address are both opened (secure email change); until then the pending address is shown.
 */
export function ContactInformationForm({ profile }: { profile: TProfile }) {
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: contactValuesOf(profile),
    validate: contactRulesFor(contactValuesOf(profile)),
    validateInputOnChange: true,
  });
  useFollowValues(form, contactValuesOf(profile));
  const { save, saving } = useSaveProfile(profile);
  const setFieldError = (field: ProfileField, message: string) =>
    form.setFieldError(field, message);
  const changingEmail = emailChanged(form.values.email, profile.email);

  async function submit(values: ContactValues): Promise<void> {
    const newEmail = emailChanged(values.email, profile.email);
    const saved = await save(
      {
        contact_information: toContactInformation(values),
        ...(newEmail ? { current_password: values.currentPassword } : {}),
      },
      setFieldError,
    );
    if (saved) resetFormTo(form, contactValuesOf(saved));
  }

  const onInvalid = (errors: FormErrors, values: ContactValues) => {
    const message = contactFailedSubmitToast(values, errors);
    if (message) notifyError(message);
  };

  return (
    <FormCard
      title={t('profile.settings.contactTitle')}
      onSubmit={form.onSubmit(submit, onInvalid)}
      saving={saving}
    >
      <Stack gap="sm">
        {profile.pending_email ? (
          <Alert color="blue" role="status">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('toasts.emailChange.pending', { email: profile.pending_email })}
            </Text>
          </Alert>
        ) : null}
        <TextInput
          label={t('common.fields.email')}
          description={t('profile.settings.emailHint')}
          type="email"
          autoComplete="email"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        {changingEmail ? (
          <PasswordInput
            label={t('toasts.emailChange.currentPasswordLabel')}
            description={t('toasts.emailChange.currentPasswordHint')}
            autoComplete="current-password"
            withAsterisk
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
        ) : null}
        <PhoneFields form={form} />
      </Stack>
    </FormCard>
  );
}
