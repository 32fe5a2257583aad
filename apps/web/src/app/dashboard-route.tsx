import { Navigate } from 'react-router';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard.tsx';
import { UserDashboard } from '../features/dashboard/components/user-dashboard.tsx';
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
          <UserDashboard profile={profile} />
        </AppLayout>
      )}
    </ProfileGate>
  );
}
