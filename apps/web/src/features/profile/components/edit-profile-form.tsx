import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import type { TProfile } from '@vh/contracts';
import { useEffect } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import {
  editProfileFailedSubmitToast,
  personalRulesFor,
  personalValuesOf,
  phoneRulesFor,
  phoneValuesOf,
  toPersonalInformation,
  toPhoneNumbers,
  type EditProfileValues,
} from '../profile-form.rules.ts';
import { PersonalInformationFields } from './personal-information-fields.tsx';
import { PhoneFields } from './phone-fields.tsx';
import { t } from '@vh/contracts';

type EditProfileFormProps = {
  profile: TProfile;
  onSaved: () => void;
  onCancel: () => void;
  onSavingChange?: (saving: boolean) => void;
};

/**
 * The edit modal's one form. Both parts go in one PATCH, so the profile is saved whole or not at
 * all. The email is only shown: changing it needs a confirmation, which Settings handles.
 */
export function EditProfileForm({
  profile,
  onSaved,
  onCancel,
  onSavingChange,
}: EditProfileFormProps) {
  const form = useForm<EditProfileValues>({
    mode: 'controlled',
    initialValues: { ...personalValuesOf(profile), ...phoneValuesOf(profile) },
    validate: {
      ...personalRulesFor(personalValuesOf(profile)),
      ...phoneRulesFor(phoneValuesOf(profile)),
    },
    validateInputOnChange: true,
  });
  const { save, saving } = useSaveProfile(profile);
  useEffect(() => onSavingChange?.(saving), [onSavingChange, saving]);

  async function submit(values: EditProfileValues): Promise<void> {
    const body = {
      personal_information: toPersonalInformation(values),
      contact_information: toPhoneNumbers(values),
    };
    if (await save(body, (field, message) => form.setFieldError(field, message))) onSaved();
  }

  const onInvalid = (errors: FormErrors, values: EditProfileValues) => {
    const message = editProfileFailedSubmitToast(values, errors);
    if (message) notifyError(message);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, onInvalid)}>
      <Stack gap="md">
        <PersonalInformationFields form={form} />
        <TextInput
          label={t('common.fields.email')}
          description={t('profile.modal.emailHint')}
          type="email"
          value={profile.email}
          readOnly
          // Looks as fixed as it is: the address is changed in Settings, where it is verified.
          variant="filled"
        />
        <PhoneFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('profile.modal.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
