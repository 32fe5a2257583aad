import { Navigate, useLocation } from 'react-router';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard.tsx';
import { loginThenBackTo } from '../lib/next-path.ts';
import { useSession } from '../lib/session.tsx';
import { ViewerDates } from '../lib/viewer-dates.tsx';
import { DashboardShell } from './dashboard/dashboard-shell.tsx';
import { ProfileGate } from './profile-gate.tsx';

/**
 * /dashboard and /user/:uid (SPEC §2): ADMIN → 'Admin Dashboard'; USER → the dashboard shell;
 * anyone else → /. /user/:uid always shows the signed-in user's own dashboard. RequireAppRole
 * already sent a signed-out visitor to /login; a session that ends while here goes the same way.
 */
export function DashboardRoute() {
  const { session, role } = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={loginThenBackTo(pathname + search)} replace />;
  if (role === 'ADMIN') return <AdminDashboard />;
  if (role !== 'USER') return <Navigate to="/" replace />;
  return (
    <ViewerDates>
      <ProfileGate uid={session.user.id}>
        {(profile) => <DashboardShell profile={profile} />}
      </ProfileGate>
    </ViewerDates>
  );
}
