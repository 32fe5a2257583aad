import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { t, type TPunchRequest } from '@vh/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router.tsx';
import { cachedStatus, rememberContact } from '../timeclock/offline/last-contact.ts';
import { forgetOfflineDb } from '../timeclock/offline/offline-db.ts';
import { queuePunch, waitingPunches } from '../timeclock/offline/punch-queue.ts';
import { buildLogin, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch } from '../../testing/fetch-stub.ts';
import { renderApp } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { ENDED_BY_SERVER, logoutThen } from './logout-redirect.ts';

// /logout when punches made without signal still wait on this phone: they are the person's, so
// signing out asks first, and keeps them for the next time that person signs in here.

const login = buildLogin();
const uid = login.user.id;
const centre = '33333333-3333-4333-8333-333333333333';

const punch = (type: TPunchRequest['type']): TPunchRequest => ({
  id: crypto.randomUUID(),
  type,
  business_id: centre,
  client_time: new Date().toISOString(),
  location_error: 'timeout',
});

function server() {
  return stubFetch(({ url }) => {
    if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
    if (url.includes('/api/users/auth/logout/')) return jsonResponse(200, { status: 'signed_out' });
    if (url.includes('/auth/v1/logout')) return new Response(null, { status: 204 });
    return errorResponse(404, 'NOT_FOUND');
  });
}

const signOutsSent = (requests: ReturnType<typeof server>) =>
  requests.filter((request) => request.url.includes('/api/users/auth/logout/'));

beforeEach(async () => {
  await forgetOfflineDb();
  vi.stubGlobal('indexedDB', new IDBFactory());
});

afterEach(async () => {
  await forgetOfflineDb();
});

describe('/logout with punches still waiting on this phone', () => {
  it('says how many wait; Stay signed in keeps the session and goes back', async () => {
    const requests = server();
    await adoptSession(login);
    await queuePunch(uid, punch('clock_in'));
    await queuePunch(uid, punch('break_start'));
    const { router } = await renderApp({ routes, route: '/logout' });

    expect(await screen.findByRole('heading', { name: 'Punches not sent yet' })).toBeTruthy();
    expect(screen.getByTestId('waiting-punches').textContent).toBe(
      '2 punches are still waiting to be sent. If you sign out they stay on this phone and are sent the next time you sign in here.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));

    // Opened directly, so back is the dashboard (a lazy screen: its code and words load first).
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    });
    expect(signOutsSent(requests)).toEqual([]);
    expect(await waitingPunches(uid)).toHaveLength(2);
  });

  it('Sign out anyway signs out, forgets the clock it knew, and keeps the punches for that person', async () => {
    const requests = server();
    await adoptSession(login);
    await rememberContact(
      uid,
      { centres: [], shift: null, server_time: new Date().toISOString() },
      Date.now(),
      Date.now(),
    );
    await queuePunch(uid, punch('clock_in'));
    await renderApp({ routes, route: '/logout' });

    expect((await screen.findByTestId('waiting-punches')).textContent).toBe(
      '1 punch is still waiting to be sent. If you sign out it stays on this phone and is sent the next time you sign in here.',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));

    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
    expect(signOutsSent(requests)).toHaveLength(1);
    expect(await waitingPunches(uid)).toHaveLength(1);
    expect(await cachedStatus(uid)).toBeNull();
  });

  it('asks nothing when nothing of this person waits (another’s punches are not theirs)', async () => {
    const requests = server();
    await adoptSession(login);
    await queuePunch('44444444-4444-4444-8444-444444444444', punch('clock_in'));
    await renderApp({ routes, route: '/logout' });

    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
    expect(signOutsSent(requests)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out anyway' })).toBeNull();
  });

  it.each([
    ['the server ended the session', ENDED_BY_SERVER],
    ['a refused sign-in moves on', logoutThen('/', 60_000)],
  ])('asks nothing when %s: signing out was not the person’s choice', async (_why, state) => {
    const requests = server();
    await adoptSession(login);
    await queuePunch(uid, punch('clock_in'));
    await renderApp({ routes, route: { pathname: '/logout', state } });

    expect(await screen.findByRole('heading', { name: t('toasts.signedOut') })).toBeTruthy();
    expect(signOutsSent(requests)).toHaveLength(1);
    expect(await waitingPunches(uid)).toHaveLength(1);
  });
});
