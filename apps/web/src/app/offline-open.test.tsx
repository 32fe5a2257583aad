import { AuthRetryableFetchError } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import { PWA, ZProfile } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { readSession } from '../lib/session-renewal.ts';
import { useSession } from '../lib/session.tsx';
import { AUTH_STORAGE_KEY, type AuthClient } from '../lib/supabase.ts';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../testing/factories.ts';
import { stubFetch } from '../testing/fetch-stub.ts';
import { renderWithProviders, testAuthClient } from '../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../testing/session.ts';
import { ProfileGate } from './profile-gate.tsx';

// The signed-in app opening without signal: what it may use of what this browser kept (the
// session supabase-js stored, the profile last served), and what it may not.

const profile = buildProfile({ role: 'STAFF', first_name: 'Grace' });
const uid = profile.uid;
const login = buildLogin({ uid });

afterEach(async () => {
  vi.restoreAllMocks();
  await testAuthClient().auth.signOut({ scope: 'local' });
});

/** A session stored by an earlier visit; `expired`: an hour and more ago, to be renewed. */
function storeSession({ expired }: { expired: boolean }) {
  const session = {
    ...login.session,
    // Each test its own refresh token: supabase-js caches a failed renewal per token a while.
    refresh_token: crypto.randomUUID(),
    ...(expired ? { expires_at: Math.floor(Date.now() / 1000) - 60 } : {}),
  };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

function WhoIsIn() {
  const { session } = useSession();
  return <p data-testid="who">{session?.user.id ?? 'nobody'}</p>;
}

describe('a session whose token needs renewing', () => {
  it('stays when the auth service cannot be reached, and requests say "unreachable", not 401', async () => {
    stubFetch(() => errorResponse(404, 'NOT_FOUND'));
    // Not expired, so supabase-js's own timer does not start a renewal of its own here.
    storeSession({ expired: false });
    // What supabase-js answers once its renewal found no connection (after retrying 25 s).
    vi.spyOn(testAuthClient().auth, 'getSession').mockResolvedValue({
      data: { session: null },
      error: new AuthRetryableFetchError('Failed to fetch', 0),
    });

    await renderWithProviders(<WhoIsIn />);

    expect(screen.getByTestId('who').textContent).toBe(uid);
    await expect(
      apiRequest(`/api/users/uid/${uid}`, { auth: true, schema: ZProfile }),
    ).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('goes when the auth service refuses to renew it', async () => {
    stubFetch(({ url }) =>
      url.includes('/auth/v1/token')
        ? jsonResponse(400, { error: 'invalid_grant', error_description: 'Invalid Refresh Token' })
        : errorResponse(404, 'NOT_FOUND'),
    );
    storeSession({ expired: true });

    await renderWithProviders(<WhoIsIn />);

    expect(screen.getByTestId('who').textContent).toBe('nobody');
    await expect(
      apiRequest(`/api/users/uid/${uid}`, { auth: true, schema: ZProfile }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('is waited for no longer than a person would wait for their clock, and only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let renewed: (value: unknown) => void = () => undefined;
      const renewal = new Promise((resolve) => (renewed = resolve));
      const getSession = vi.fn(() => renewal);
      const client = { auth: { getSession } } as unknown as AuthClient;
      let first: Awaited<ReturnType<typeof readSession>> | null = null;
      void readSession(client).then((result) => (first = result));

      await vi.advanceTimersByTimeAsync(PWA.sessionRenewWaitMs - 1);
      expect(first).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(first).toEqual({ session: null, unreachable: true });

      // While that renewal still runs, every request hears "no answer" at once.
      expect(await readSession(client)).toEqual({ session: null, unreachable: true });
      expect(getSession).toHaveBeenCalledTimes(1);

      // Once it has answered, the next read asks again.
      renewed({ data: { session: login.session }, error: null });
      await vi.advanceTimersByTimeAsync(0);
      getSession.mockReturnValue(
        Promise.resolve({ data: { session: login.session }, error: null }),
      );
      expect(await readSession(client)).toEqual({ session: login.session, unreachable: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the profile gate without signal', () => {
  const gate = (
    <ProfileGate uid={uid}>
      {(shown) => <p data-testid="profile">{shown.first_name}</p>}
    </ProfileGate>
  );
  /** The product's API out of reach; the auth service still knows the session's user. */
  const noSignal = () =>
    stubFetch(({ url }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url.startsWith('/api/')) throw new TypeError('Failed to fetch');
      return errorResponse(404, 'NOT_FOUND');
    });

  it('opens with the profile this browser kept for this person', async () => {
    // Served once while online, which keeps it.
    stubFetch(({ url }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, login.user);
      if (url === `/api/users/uid/${uid}`) return jsonResponse(200, profile);
      return errorResponse(404, 'NOT_FOUND');
    });
    await adoptSession(login);
    const online = await renderWithProviders(gate);
    expect((await screen.findByTestId('profile')).textContent).toBe('Grace');
    online.unmount();

    noSignal();
    await renderWithProviders(gate);

    expect((await screen.findByTestId('profile')).textContent).toBe('Grace');
  });

  it('not for someone else', async () => {
    localStorage.setItem(`vh-profile:${uid}`, JSON.stringify(profile));
    noSignal();
    const other = buildLogin({ uid: crypto.randomUUID() });
    stubFetch(({ url }) => {
      if (isAuthUserRequest(url)) return jsonResponse(200, other.user);
      if (url.startsWith('/api/')) throw new TypeError('Failed to fetch');
      return errorResponse(404, 'NOT_FOUND');
    });
    await adoptSession(other);

    await renderWithProviders(
      <ProfileGate uid={other.user.id}>{() => <p data-testid="profile" />}</ProfileGate>,
    );

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('profile')).toBeNull();
  });
});
