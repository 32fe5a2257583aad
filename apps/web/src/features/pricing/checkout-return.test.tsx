import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PricingRoute } from '../../app/pricing-route.tsx';
import { openedCheckouts, publicConfig } from '../../testing/chargebee.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { checkoutReturn, rememberCheckoutReturn } from './return-path.ts';

afterEach(() => sessionStorage.clear());

/** A confirmed owner on Free, on `route`, whose checkout the server starts. */
async function pickBasicOn(route: string) {
  const login = buildLogin();
  stubFetch((request) => {
    if (isAuthUserRequest(request.url)) return jsonResponse(200, login.user);
    if (request.url === `/api/users/uid/${login.user.id}`) {
      return jsonResponse(200, buildProfile({ uid: login.user.id, confirm_email: true }));
    }
    if (request.url === '/api/config') return jsonResponse(200, publicConfig());
    if (request.url === '/api/businesses/subscriptions/checkout/create/') {
      return jsonResponse(200, {
        url: 'http://localhost/billing-sandbox/pages/v3/hp_1/',
        id: 'hp_1',
      });
    }
    return errorResponse(500, 'INTERNAL');
  });
  await adoptSession(login);
  const user = userEvent.setup();
  await renderWithProviders(<PricingRoute />, { route });
  await user.click(screen.getByRole('button', { name: 'Choose Basic' }));
  await waitFor(() => expect(openedCheckouts()).toHaveLength(1));
}

describe('a checkout started from /pricing?return=…', () => {
  it('remembers the screen to come back to', async () => {
    await pickBasicOn('/pricing?return=%2Fdashboard%3Fpanel%3Dreports');

    expect(checkoutReturn()).toBe('/dashboard?panel=reports');
  });

  it('remembers nothing for a path that leaves the site', async () => {
    await pickBasicOn('/pricing?return=%2F%2Fevil.example');

    expect(checkoutReturn()).toBeNull();
  });

  it('forgets an older screen when started without one', async () => {
    rememberCheckoutReturn('/dashboard?panel=reports');
    await pickBasicOn('/pricing');

    expect(checkoutReturn()).toBeNull();
  });
});
