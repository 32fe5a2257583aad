import { Navigate, type RouteObject } from 'react-router';
import { ForgotPage } from '../features/auth/components/forgot-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { LogoutPage } from '../features/auth/components/logout-page.tsx';
import { RegisterPage } from '../features/auth/components/register-page.tsx';
import { UpdatePasswordPage } from '../features/auth/components/update-password-page.tsx';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { DashboardRoute } from './dashboard-route.tsx';
import { RedirectSignedInVisitor, RequireAppRole } from './guards.tsx';
import { RouteError } from './route-error.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      {
        element: <RedirectSignedInVisitor />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'login', element: <LoginPage /> },
        ],
      },
      // Public to everyone, signed in or not: people also reset a password from the settings.
      { path: 'forgot', element: <ForgotPage /> },
      { path: 'update-password', element: <UpdatePasswordPage /> },
      { path: 'logout', element: <LogoutPage /> },
      {
        element: <RequireAppRole />,
        children: [
          { path: 'dashboard', element: <DashboardRoute /> },
          { path: 'user/:uid', element: <DashboardRoute /> },
          // SPEC §2: the fallback is a protected child route; signed-out visitors land on /.
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];
