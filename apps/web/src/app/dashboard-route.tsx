import { Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { Navigate } from 'react-router';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard.tsx';
import { UserDashboard } from '../features/dashboard/components/user-dashboard.tsx';
import { VerifyEmailAlert } from '../features/email-verification/components/verify-email-alert.tsx';
import { useEmailLinkConfirmation } from '../features/email-verification/hooks/use-email-link-confirmation.ts';
import { useSession } from '../lib/session.tsx';
import { ProfileGate } from './profile-gate.tsx';
import { AppLayout } from './shell/app-layout.tsx';

/**
 * /dashboard and /user/:uid (SPEC §2): ADMIN → 'Admin Dashboard'; USER → the user dashboard in the
 * app shell; anyone else → /. /user/:uid always shows the signed-in user's own dashboard.
 */
export function DashboardRoute() {
  const { session, role } = useSession();
  if (!session) return <Navigate to="/" replace />;
  if (role === 'ADMIN') return <AdminDashboard />;
  if (role !== 'USER') return <Navigate to="/" replace />;
  return (
    <ProfileGate uid={session.user.id}>
      {(profile) => (
        <AppLayout profile={profile}>
          <UserHome profile={profile} />
        </AppLayout>
      )}
    </ProfileGate>
  );
}

/**
 * The user dashboard with email verification around it: a link's ?token= is confirmed on
 * arrival, and until the email is confirmed a reminder sits above the dashboard.
 */
function UserHome({ profile }: { profile: TProfile }) {
  const { confirming } = useEmailLinkConfirmation(profile.uid);
  return (
    <Stack gap="lg">
      {!profile.confirm_email && !confirming && <VerifyEmailAlert profile={profile} />}
      <UserDashboard profile={profile} />
    </Stack>
  );
}
