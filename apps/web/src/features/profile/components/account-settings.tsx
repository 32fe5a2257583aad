import { Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { ContactInformationForm } from './contact-information-form.tsx';
import { PersonalInformationForm } from './personal-information-form.tsx';

/** The Settings screen's Account tab (SPEC §2): two forms, each saved on its own. */
export function AccountSettings({ profile }: { profile: TProfile }) {
  return (
    <Stack gap="lg">
      <PersonalInformationForm profile={profile} />
      <ContactInformationForm profile={profile} />
    </Stack>
  );
}
