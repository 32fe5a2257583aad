import { within, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProfile } from '@vh/contracts';
import type { RouteObject } from 'react-router';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from './factories.ts';
import { stubFetch, type RecordedRequest } from './fetch-stub.ts';
import { renderApp } from './render.tsx';
import { adoptSession, isAuthUserRequest } from './session.ts';

// Test helpers of the dashboard shell's suites (app/dashboard, app/shell).

export const login = buildLogin();
export const uid = login.user.id;
export const profilePath = `/api/users/uid/${uid}`;

/** An owner with a confirmed email and a business centre: no reminder, no note. */
export const settledOwner = (overrides: Partial<TProfile> = {}) =>
  buildProfile({
    uid,
    confirm_email: true,
    business_info: [{ business_id: '0b6c1f0e-8a5d-4c1b-9d0e-2f3a4b5c6d7e', name: 'Corner Café' }],
    ...overrides,
  });

/**
 * A signed-in USER at `route` whose profile GET answers `profile`; every other call gets what
 * `answer` gives, a failure by default. `routes` is the app's route table (app/router.tsx), passed
 * in: nothing under testing/ imports app/.
 */
export async function renderDashboard(
  routes: RouteObject[],
  route = '/dashboard',
  profile: TProfile = settledOwner(),
  answer: (request: RecordedRequest) => Response = () => errorResponse(500, 'INTERNAL'),
) {
  const requests = stubFetch((request) => {
    if (isAuthUserRequest(request.url)) return jsonResponse(200, login.user);
    if (request.method === 'GET' && request.url === profilePath) return jsonResponse(200, profile);
    return answer(request);
  });
  await adoptSession(login);
  const user = userEvent.setup();
  const rendered = await renderApp({ routes, route });
  await screen.findByRole('heading', { level: 1 });
  const profileLoads = () =>
    requests.filter(({ method, url }) => method === 'GET' && url === profilePath).length;
  const location = () =>
    rendered.router.state.location.pathname + rendered.router.state.location.search;
  return { user, profileLoads, location, ...rendered };
}

export const main = () => within(screen.getByRole('main'));
export const banner = () => within(screen.getByRole('banner'));
export const hrefOf = (element: HTMLElement) => element.getAttribute('href');
