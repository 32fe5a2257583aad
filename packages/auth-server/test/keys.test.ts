import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateAuthKeys } from '../src/index.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vh-auth-keys-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('loadOrCreateAuthKeys', () => {
  it('creates the data dir and a 0600 key file on first call', async () => {
    const dataDir = join(await tempDir(), 'nested', 'data');
    await loadOrCreateAuthKeys(dataDir);
    const { mode } = await stat(join(dataDir, 'auth-keys.json'));
    expect(mode & 0o777).toBe(0o600);
  });

  it('returns the same keys on a second call with the same dir', async () => {
    const dataDir = await tempDir();
    const first = await loadOrCreateAuthKeys(dataDir);
    const second = await loadOrCreateAuthKeys(dataDir);
    expect(second.kid).toBe(first.kid);
    expect(second.publicJwk).toEqual(first.publicJwk);
    expect(second.anonKey).toBe(first.anonKey);
    expect(second.serviceKey).toBe(first.serviceKey);
    // A token signed with the reloaded private key verifies with the first public key.
    const reloadedToken = second.serviceKey;
    await expect(jwtVerify(reloadedToken, first.publicJwk)).resolves.toBeTruthy();
  });

  it('gives different dirs different keys', async () => {
    const a = await loadOrCreateAuthKeys(await tempDir());
    const b = await loadOrCreateAuthKeys(await tempDir());
    expect(a.kid).not.toBe(b.kid);
  });

  it('lets concurrent first calls agree on one key', async () => {
    const dataDir = await tempDir();
    const results = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateAuthKeys(dataDir)));
    expect(new Set(results.map((keys) => keys.kid)).size).toBe(1);
  });

  it('publishes only the public half, as an ES256 signing key', async () => {
    const keys = await loadOrCreateAuthKeys(await tempDir());
    expect(keys.publicJwk).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      kid: keys.kid,
      alg: 'ES256',
      use: 'sig',
    });
    expect(keys.publicJwk).not.toHaveProperty('d');
    expect(keys.jwks).toEqual({ keys: [keys.publicJwk] });
    expect(keys.privateKey.extractable).toBe(false);
  });

  it('signs ten-year anon and service_role keys with the same key', async () => {
    const keys = await loadOrCreateAuthKeys(await tempDir());
    for (const [token, role] of [
      [keys.anonKey, 'anon'],
      [keys.serviceKey, 'service_role'],
    ] as const) {
      const { payload } = await jwtVerify(token, keys.publicJwk, { algorithms: ['ES256'] });
      expect(payload).toMatchObject({ role, iss: 'supabase' });
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: keys.kid });
      const { exp = 0, iat = 0 } = decodeJwt(token);
      expect(exp - iat).toBeGreaterThanOrEqual(10 * 365 * 24 * 3600);
    }
  });

  it('refuses to start from a damaged key file instead of replacing it', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'auth-keys.json'), '{"version":1}', { mode: 0o600 });
    await expect(loadOrCreateAuthKeys(dataDir)).rejects.toThrow(/auth keys file .* is not valid/);
    expect(await readFile(join(dataDir, 'auth-keys.json'), 'utf8')).toBe('{"version":1}');
  });
});
