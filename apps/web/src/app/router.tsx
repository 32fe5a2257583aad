import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { dashboardTitle } from './dashboard/dashboard-title.ts';
import { RedirectSignedInVisitor, RequireAppRole } from './guards.tsx';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { loadQueryClient } from '../lib/query-client.ts';
import { ROUTE_WORDS, withWords } from './route-words.ts';
import { PublicLayout } from './shell/public-layout.tsx';

// The landing page and the public frame are in the first download; every other screen is its own
// chunk, fetched when a visitor goes there, so the first visit stays small (bench/landing.bench.ts).
const page = (load: () => Promise<ComponentType>) => async () => {
  // Every lazy screen may read the server: the query cache (and its code) arrives with the first.
  const [Screen, { WithQueries, client }] = await Promise.all([load(), withQueries()]);
  return {
    Component: function QueriedScreen() {
      return (
        <WithQueries client={client}>
          <Screen />
        </WithQueries>
      );
    },
  };
};

const withQueries = async () => {
  const client = await loadQueryClient();
  const { WithQueries } = await import('../lib/query-cache.tsx');
  return { WithQueries, client };
};

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
            children: [
              {
                index: true,
                ...withWords(ROUTE_WORDS.landing),
                element: <LandingPage />,
                ...titled(null),
              },
            ],
          },
          {
            path: 'register',
            ...withWords(ROUTE_WORDS.signUp),
            lazy: page(() =>
              import('../features/auth/components/register-page.tsx').then((m) => m.RegisterPage),
            ),
            ...titled('common.actions.signUp'),
          },
          {
            path: 'invite',
            ...withWords(ROUTE_WORDS.signUp),
            lazy: page(() =>
              import('../features/auth/components/register-page.tsx').then((m) => m.InvitePage),
            ),
            ...titled('common.titles.invite'),
          },
          {
            path: 'login',
            ...withWords(ROUTE_WORDS.signIn),
            lazy: page(() =>
              import('../features/auth/components/login-page.tsx').then((m) => m.LoginPage),
            ),
            ...titled('common.actions.login'),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'pricing',
            ...withWords(ROUTE_WORDS.pricing),
            lazy: page(() => import('./pricing-route.tsx').then((m) => m.PricingRoute)),
            ...titled('common.titles.pricing'),
          },
          {
            path: 'contact',
            ...withWords(ROUTE_WORDS.contact),
            lazy: page(() =>
              import('../features/contact/components/contact-page.tsx').then((m) => m.ContactPage),
            ),
            ...titled('common.titles.contact'),
          },
          {
            path: 'privacy',
            ...withWords(ROUTE_WORDS.legal),
            lazy: page(() =>
              import('../features/legal/components/privacy-page.tsx').then((m) => m.PrivacyPage),
            ),
            ...titled('common.titles.privacy'),
          },
          {
            path: 'terms-of-service',
            ...withWords(ROUTE_WORDS.legal),
            lazy: page(() =>
              import('../features/legal/components/terms-page.tsx').then((m) => m.TermsPage),
            ),
            ...titled('common.titles.terms'),
          },
          {
            path: 'verify',
            ...withWords(ROUTE_WORDS.verify),
            lazy: page(() =>
              import('../features/verify/verify-page.tsx').then((m) => m.VerifyPage),
            ),
            ...titled('common.titles.verify'),
          },
          // Any unknown path (/about, /learn and /community too: not linked until they exist).
          {
            path: '*',
            lazy: page(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage)),
            ...titled('common.notFound.title'),
          },
        ],
      },
      // Where the hosted checkout returns, signed in or (after a full-page checkout) not yet.
      // Outside the public frame's route so that, loaded inside the checkout's iframe, it renders
      // no header or footer there before moving the whole tab (OutsideFrameOnly).
      {
        path: 'success',
        ...withWords(ROUTE_WORDS.success),
        lazy: async () => {
          const [{ OutsideFrameOnly }, { SuccessPage }, { WithQueries, client }] =
            await Promise.all([
              import('../features/subscription/components/outside-frame-only.tsx'),
              import('../features/subscription/components/success-page.tsx'),
              withQueries(),
            ]);
          return {
            Component: function SuccessRoute() {
              return (
                <OutsideFrameOnly>
                  <PublicLayout>
                    <WithQueries client={client}>
                      <SuccessPage />
                    </WithQueries>
                  </PublicLayout>
                </OutsideFrameOnly>
              );
            },
          };
        },
        ...titled('common.titles.subscription'),
      },
      // Public to everyone, signed in or not: people also reset a password from the settings.
      {
        path: 'forgot',
        ...withWords(ROUTE_WORDS.signIn),
        lazy: page(() =>
          import('../features/auth/components/forgot-page.tsx').then((m) => m.ForgotPage),
        ),
        ...titled('common.titles.forgot'),
      },
      // SPEC §2 leaves /reset a mock-up; it leads into the reset above (reset-destination.ts).
      {
        path: 'reset',
        ...withWords(ROUTE_WORDS.signIn),
        lazy: page(() => import('./reset-route.tsx').then((m) => m.ResetRoute)),
        ...titled('common.titles.forgot'),
      },
      {
        path: 'update-password',
        ...withWords(ROUTE_WORDS.signIn),
        lazy: page(() =>
          import('../features/auth/components/update-password-page.tsx').then(
            (m) => m.UpdatePasswordPage,
          ),
        ),
        ...titled('common.titles.updatePassword'),
      },
      {
        path: 'logout',
        ...withWords(ROUTE_WORDS.signIn),
        // The time clock's queue is handed in: punches still waiting are worth a question first.
        lazy: page(() =>
          Promise.all([
            import('../features/auth/components/logout-page.tsx'),
            import('../features/timeclock/offline/kept-punches.ts'),
          ]).then(
            ([{ LogoutPage }, { keptPunches }]) =>
              function Logout() {
                return <LogoutPage keptPunches={keptPunches} />;
              },
          ),
        ),
        ...titled('common.titles.signedOut'),
      },
      {
        element: <RequireAppRole />,
        children: [
          {
            path: 'dashboard',
            ...withWords(ROUTE_WORDS.dashboard),
            lazy: page(() => import('./dashboard-route.tsx').then((m) => m.DashboardRoute)),
            ...titled(dashboardTitle),
          },
          {
            path: 'user/:uid',
            ...withWords(ROUTE_WORDS.dashboard),
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
