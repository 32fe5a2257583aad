import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TProfile } from '@vh/contracts';
import { notifyError } from '../../../lib/notify.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import { profileCopy } from '../profile.copy.ts';
import {
  contactFailedSubmitToast,
  contactRules,
  contactValuesOf,
  toContactInformation,
  type ContactValues,
  type ProfileField,
} from '../profile-form.rules.ts';
import { FormCard } from './form-card.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { resetFormTo, useFollowValues } from './reset-form.ts';

/**
 * Settings › Account: the email and phone numbers, saved as contact_information alone. A new
 * email becomes the sign-in email and is mailed a confirmation link by the server.
 */
export function ContactInformationForm({ profile }: { profile: TProfile }) {
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: contactValuesOf(profile),
    validate: contactRules,
    validateInputOnChange: true,
  });
  useFollowValues(form, contactValuesOf(profile));
  const { save, saving } = useSaveProfile(profile);
  const setFieldError = (field: ProfileField, message: string) =>
    form.setFieldError(field, message);

  async function submit(values: ContactValues): Promise<void> {
    const saved = await save({ contact_information: toContactInformation(values) }, setFieldError);
    if (saved) resetFormTo(form, contactValuesOf(saved));
  }

  const onInvalid = (_errors: unknown, values: ContactValues) => {
    const message = contactFailedSubmitToast(values);
    if (message) notifyError(message);
  };

  return (
    <FormCard
      title={profileCopy.settings.contactTitle}
      onSubmit={form.onSubmit(submit, onInvalid)}
      saving={saving}
    >
      <Stack gap="sm">
        <TextInput
          label={profileCopy.fields.email}
          description={profileCopy.settings.emailHint}
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PhoneFields form={form} />
      </Stack>
    </FormCard>
  );
}
