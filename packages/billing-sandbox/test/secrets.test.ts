import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadOrCreateSandboxSecrets } from '../src/index.ts';

it('creates the secrets once, 0600, and returns the same values afterwards', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vh-billing-sandbox-'));
  try {
    const first = await loadOrCreateSandboxSecrets(dir);
    expect(first.apiKey).toMatch(/^test_sbx_[A-Za-z0-9_-]{32}$/);
    expect(first.webhookPassword.length).toBeGreaterThanOrEqual(32);
    const second = await loadOrCreateSandboxSecrets(dir);
    expect(second).toEqual(first);
    const file = join(dir, 'billing-sandbox.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ apiKey: first.apiKey });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
