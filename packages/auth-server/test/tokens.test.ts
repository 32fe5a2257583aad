import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateAuthKeys } from '../src/index.ts';
import type { AuthKeys } from '../src/keys.ts';
import { createTokenService } from '../src/tokens.ts';

let dir: string;
let keys: AuthKeys;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vh-auth-tokens-'));
  keys = await loadOrCreateAuthKeys(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const subject = {
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'someone@example.com',
  appMetadata: {},
  userMetadata: {},
  sessionId: '00000000-0000-4000-8000-000000000002',
  authMethod: 'password' as const,
  authenticatedAt: new Date('2026-11-27T12:00:00Z'),
};

describe('verifying a token again', () => {
  it('gives the same claims, and refuses the token once it has expired', async () => {
    const clock = { now: new Date('2026-11-27T12:00:00Z') };
    const tokens = await createTokenService({
      keys,
      issuer: 'http://127.0.0.1/auth/v1',
      now: () => clock.now,
      accessTokenTtlSeconds: 3600,
    });
    const { token } = await tokens.signAccessToken(subject);
    const first = await tokens.verify(token);
    expect(await tokens.verify(token)).toEqual(first);
    expect(first.sub).toBe(subject.userId);

    // A remembered result holds only while the token does.
    clock.now = new Date('2026-11-27T13:00:01Z');
    await expect(tokens.verify(token)).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a token whose signature was altered after a good one was remembered', async () => {
    const tokens = await createTokenService({
      keys,
      issuer: 'http://127.0.0.1/auth/v1',
      now: () => new Date(),
      accessTokenTtlSeconds: 3600,
    });
    const { token } = await tokens.signAccessToken(subject);
    await tokens.verify(token);
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(tokens.verify(`${header}.${payload}.${flipped}`)).rejects.toMatchObject({
      status: 403,
    });
  });
});
