import { useForm, type FormErrors } from '@mantine/form';
import type { TProfile } from '@vh/contracts';
import { notifyError } from '../../../lib/notify.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import {
  personalFailedSubmitToast,
  personalRulesFor,
  personalValuesOf,
  toPersonalInformation,
  type PersonalValues,
  type ProfileField,
} from '../profile-form.rules.ts';
import { FormCard } from './form-card.tsx';
import { PersonalInformationFields } from './personal-information-fields.tsx';
import { resetFormTo, useFollowValues } from './reset-form.ts';
import { t } from '@vh/contracts';

/** Settings › Account: name, gender and address, saved as personal_information alone. */
export function PersonalInformationForm({ profile }: { profile: TProfile }) {
  const form = useForm<PersonalValues>({
    mode: 'controlled',
    initialValues: personalValuesOf(profile),
    validate: personalRulesFor(personalValuesOf(profile)),
    validateInputOnChange: true,
  });
  useFollowValues(form, personalValuesOf(profile));
  const { save, saving } = useSaveProfile(profile);
  const setFieldError = (field: ProfileField, message: string) =>
    form.setFieldError(field, message);

  async function submit(values: PersonalValues): Promise<void> {
    const saved = await save(
      { personal_information: toPersonalInformation(values) },
      setFieldError,
    );
    if (saved) resetFormTo(form, personalValuesOf(saved));
  }

  const onInvalid = (errors: FormErrors, values: PersonalValues) => {
    const message = personalFailedSubmitToast(values, errors);
    if (message) notifyError(message);
  };

  return (
    <FormCard
      title={t('profile.settings.personalTitle')}
      onSubmit={form.onSubmit(submit, onInvalid)}
      saving={saving}
    >
      <PersonalInformationFields form={form} />
    </FormCard>
  );
}
