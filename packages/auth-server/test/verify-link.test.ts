import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer({ plugin: { redirectOrigins: ['https://app.example'] } });
});
afterAll(async () => {
  await h.close();
});

async function actionLink(email: string, redirectTo?: string) {
  const { data, error } = await h.admin.auth.admin.generateLink({
    type: 'magiclink',
    email,
    ...(redirectTo ? { options: { redirectTo } } : {}),
  });
  if (error) throw error;
  return data.properties.action_link;
}

/**
 * Follows the link as a mail client would (no API key), stopping at the redirect. Links name the
 * configured issuer; the test server listens on another port.
 */
async function open(link: string) {
  const response = await fetch(link.replace(ISSUER, h.authUrl), { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  return { response, location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('GET /verify, the action link', () => {
  it('redirects 303 to redirect_to with the session in the fragment', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const { response, location, fragment } = await open(
      await actionLink(email, 'https://app.example/welcome?step=2'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      'https://app.example/welcome?step=2',
    );
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(Number(fragment.get('expires_at'))).toBe(
      Math.floor(h.clock.now().getTime() / 1000) + 3600,
    );

    const client = h.newClient();
    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(id);
    expect((await client.auth.refreshSession()).error).toBeNull();
  });

  it('lands on the site URL without a redirect_to', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { location, fragment } = await open(await actionLink(email));
    expect(location.origin + location.pathname).toBe('http://localhost:3000/');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('redirects with the error in the fragment once the link is used', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const link = await actionLink(email);
    await open(link);
    const { response, location } = await open(link);
    expect(response.status).toBe(303);
    expect(location.href).toBe(
      'http://localhost:3000/#error=access_denied&error_code=otp_expired' +
        '&error_description=Token+has+expired+or+is+invalid',
    );
  });

  it('never sends the session to an origin that is not allowed', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const link = new URL(await actionLink(email));
    link.searchParams.set('redirect_to', 'https://attacker.example/collect');
    const { location, fragment } = await open(link.href);
    expect(location.origin).toBe('http://localhost:3000');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('reports a broken link in the fragment too', async () => {
    const { location, fragment } = await open(`${h.authUrl}/verify?type=magiclink`);
    expect(location.origin).toBe('http://localhost:3000');
    expect(fragment.get('error')).toBe('invalid_request');
    expect(fragment.get('error_code')).toBe('validation_failed');
  });
});
