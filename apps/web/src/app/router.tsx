import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { dashboardTitle } from './dashboard/dashboard-title.ts';
import { RedirectSignedInVisitor, RequireAppRole } from './guards.tsx';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { PublicLayout } from './shell/public-layout.tsx';

// The landing page and the public frame are in the first download; every other screen is its own
// chunk, fetched when a visitor goes there, so the first visit stays small (bench/landing.bench.ts).
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

const titled = (title: RouteHandle['title']): { handle: RouteHandle } => ({ handle: { title } });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's chunk loads on a direct visit to a lazy route.
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        element: <RedirectSignedInVisitor />,
        children: [
          {
            element: <PublicLayout />,
            children: [{ index: true, element: <LandingPage />, ...titled('') }],
          },
          {
            path: 'register',
            lazy: page(() =>
              import('../features/auth/components/register-page.tsx').then((m) => m.RegisterPage),
            ),
            ...titled('Sign up'),
          },
          {
            path: 'invite',
            lazy: page(() =>
              import('../features/auth/components/register-page.tsx').then((m) => m.InvitePage),
            ),
            ...titled('Join your team'),
          },
          {
            path: 'login',
            lazy: page(() =>
              import('../features/auth/components/login-page.tsx').then((m) => m.LoginPage),
            ),
            ...titled('Login'),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'pricing',
            lazy: page(() => import('./pricing-route.tsx').then((m) => m.PricingRoute)),
            ...titled('Pricing'),
          },
          {
            path: 'contact',
            lazy: page(() =>
              import('../features/contact/components/contact-page.tsx').then((m) => m.ContactPage),
            ),
            ...titled('Contact us'),
          },
          {
            path: 'privacy',
            lazy: page(() =>
              import('../features/legal/components/privacy-page.tsx').then((m) => m.PrivacyPage),
            ),
            ...titled('Privacy policy'),
          },
          {
            path: 'terms-of-service',
            lazy: page(() =>
              import('../features/legal/components/terms-page.tsx').then((m) => m.TermsPage),
            ),
            ...titled('Terms of service'),
          },
          {
            path: 'verify',
            lazy: page(() =>
              import('../features/verify/verify-page.tsx').then((m) => m.VerifyPage),
            ),
            ...titled('Check a punch receipt'),
          },
          // Any unknown path (/about, /learn and /community too: not linked until they exist).
          {
            path: '*',
            lazy: page(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage)),
            ...titled('Page not found'),
          },
        ],
      },
      // Where the hosted checkout returns, signed in or (after a full-page checkout) not yet.
      // Outside the public frame's route so that, loaded inside the checkout's iframe, it renders
      // no header or footer there before moving the whole tab (OutsideFrameOnly).
      {
        path: 'success',
        lazy: async () => {
          const [{ OutsideFrameOnly }, { SuccessPage }] = await Promise.all([
            import('../features/subscription/components/outside-frame-only.tsx'),
            import('../features/subscription/components/success-page.tsx'),
          ]);
          return {
            Component: function SuccessRoute() {
              return (
                <OutsideFrameOnly>
                  <PublicLayout>
                    <SuccessPage />
                  </PublicLayout>
                </OutsideFrameOnly>
              );
            },
          };
        },
        ...titled('Subscription'),
      },
      // Public to everyone, signed in or not: people also reset a password from the settings.
      {
        path: 'forgot',
        lazy: page(() =>
          import('../features/auth/components/forgot-page.tsx').then((m) => m.ForgotPage),
        ),
        ...titled('Reset your password'),
      },
      // SPEC §2 leaves /reset a mock-up; it leads into the reset above (reset-destination.ts).
      {
        path: 'reset',
        lazy: page(() => import('./reset-route.tsx').then((m) => m.ResetRoute)),
        ...titled('Reset your password'),
      },
      {
        path: 'update-password',
        lazy: page(() =>
          import('../features/auth/components/update-password-page.tsx').then(
            (m) => m.UpdatePasswordPage,
          ),
        ),
        ...titled('Choose a new password'),
      },
      {
        path: 'logout',
        lazy: page(() =>
          import('../features/auth/components/logout-page.tsx').then((m) => m.LogoutPage),
        ),
        ...titled('Signed out'),
      },
      {
        element: <RequireAppRole />,
        children: [
          {
            path: 'dashboard',
            lazy: page(() => import('./dashboard-route.tsx').then((m) => m.DashboardRoute)),
            ...titled(dashboardTitle),
          },
          {
            path: 'user/:uid',
            lazy: page(() => import('./dashboard-route.tsx').then((m) => m.DashboardRoute)),
            ...titled(dashboardTitle),
          },
          // SPEC §2: the protected group's fallback child; signed-out visitors land on /.
          { path: 'dashboard/*', element: <Navigate to="/dashboard" replace /> },
          { path: 'user/:uid/*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];
