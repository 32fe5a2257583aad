import { Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ForgotPasswordCard } from './forgot-password-card.tsx';

/** The settings' Security tab (SPEC §2): change the password, or mail a reset link. */
export function SecuritySettings({ profile }: { profile: TProfile }) {
  return (
    <Stack gap="lg">
      <ChangePasswordCard profile={profile} />
      <ForgotPasswordCard profile={profile} />
    </Stack>
  );
}
