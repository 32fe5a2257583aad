import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as pool from '../src/password-pool.ts';
import { runPasswordTask } from '../src/password-pool.ts';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

// Every sign-in attempt must cost exactly one hash verification, whatever the account's state, so
// the time taken says nothing about it. Counting the tasks sent to the hashing threads is exact
// where timing would be noisy.
vi.mock('../src/password-pool.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof pool>();
  return { runPasswordTask: vi.fn(actual.runPasswordTask) };
});
const verify = {
  get calls() {
    return vi.mocked(runPasswordTask).mock.calls.filter(([task]) => task.op === 'verify');
  },
};

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  vi.mocked(runPasswordTask).mockClear();
});

async function attempt(email: string, password: string) {
  const { error } = await h.newClient().auth.signInWithPassword({ email, password });
  return { code: error?.code, verifications: verify.calls.length };
}

describe('a password sign-in verifies one hash on every path', () => {
  it('for an unknown email, as for a wrong password', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    vi.mocked(runPasswordTask).mockClear();
    expect(await attempt(uniqueEmail('nobody'), PASSWORD)).toEqual({
      code: 'invalid_credentials',
      verifications: 1,
    });
    vi.mocked(runPasswordTask).mockClear();
    expect(await attempt(email, 'not the password')).toEqual({
      code: 'invalid_credentials',
      verifications: 1,
    });
  });

  it('for an account without a password', async () => {
    const email = uniqueEmail();
    const { error } = await h.admin.auth.admin.createUser({ email, email_confirm: true });
    expect(error).toBeNull();
    vi.mocked(runPasswordTask).mockClear();
    expect(await attempt(email, PASSWORD)).toEqual({
      code: 'invalid_credentials',
      verifications: 1,
    });
  });

  it('for a banned user, with a wrong or the right password', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    await h.admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    vi.mocked(runPasswordTask).mockClear();
    expect(await attempt(email, 'not the password')).toEqual({
      code: 'user_banned',
      verifications: 1,
    });
    vi.mocked(runPasswordTask).mockClear();
    expect(await attempt(email, PASSWORD)).toEqual({ code: 'user_banned', verifications: 1 });
  });

  it('for the right password', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    vi.mocked(runPasswordTask).mockClear();
    expect(await attempt(email, PASSWORD)).toEqual({ code: undefined, verifications: 1 });
  });
});
