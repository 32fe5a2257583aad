import { useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { loginThenBackTo, safeNextPath } from '../lib/next-path.ts';
import { useSession } from '../lib/session.tsx';
import { isAllowedAppRole } from '../lib/supabase.ts';

/**
 * Protected area (SPEC §2): role USER or ADMIN → the page; any other role → /. No session →
 * /login, which comes back here after signing in (ARCHITECTURE §9: a verification link opened
 * signed out is not lost; SPEC sends the visitor to /).
 */
export function RequireAppRole() {
  const { session, role } = useSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={loginThenBackTo(pathname + search)} replace />;
  if (!isAllowedAppRole(role)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * The public pages send a visitor who arrives signed in to /dashboard. Judged once, on arrival:
 * signing in or up on these pages adopts a session mid-flow, and those flows finish with their own
 * toast and a full page load rather than being cut short here. Only roles the dashboard admits are
 * sent there, otherwise / and /dashboard would send such a visitor back and forth forever. A
 * /login?next=… link opened while signed in goes straight to where it points.
 */
export function RedirectSignedInVisitor() {
  const { session, role } = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [signedInOnArrival] = useState(() => session !== null && isAllowedAppRole(role));
  if (signedInOnArrival) {
    const next = pathname === '/login' ? safeNextPath(params.get('next')) : null;
    return <Navigate to={next ?? '/dashboard'} replace />;
  }
  return <Outlet />;
}
