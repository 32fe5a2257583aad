import { Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ForgotPasswordCard } from './forgot-password-card.tsx';
import { SignOutEverywhereCard } from './sign-out-everywhere-card.tsx';

/** The settings' Security tab (SPEC §2): change the password, mail a reset link, end every session. */
export function SecuritySettings({ profile }: { profile: TProfile }) {
  return (
    <Stack gap="lg">
      <ChangePasswordCard profile={profile} />
      <ForgotPasswordCard profile={profile} />
      <SignOutEverywhereCard />
    </Stack>
  );
}
