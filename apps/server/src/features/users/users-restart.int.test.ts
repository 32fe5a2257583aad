import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { ownerInput } from '../../testing/factories.ts';

async function start(dataDir: string) {
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent' }),
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

// The embedded default keeps its data (PGlite files and signing keys) in DATA_DIR across restarts.
it.runIf(process.env.TEST_DB !== 'postgres')(
  'an account made before a restart signs in after it, with the same keys',
  async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-restart-'));
    try {
      const input = ownerInput();
      const first = await start(dataDir);
      expect((await post(`${first.base}/api/users/`, input)).status).toBe(201);
      const before = await post(`${first.base}/api/users/auth/login/`, {
        username: input.username,
        password: input.password,
        type: 'username',
      });
      const { session } = (await before.json()) as {
        session: { access_token: string; user: { id: string } };
      };
      await first.app.close();

      const second = await start(dataDir);
      try {
        const after = await post(`${second.base}/api/users/auth/login/`, {
          email: input.email,
          password: input.password,
          type: 'email',
        });
        expect(after.status).toBe(200);
        // A token issued before the restart still verifies: the signing key was kept.
        const profile = await fetch(`${second.base}/api/users/uid/${session.user.id}`, {
          headers: { 'x-jwt': session.access_token },
        });
        expect(profile.status).toBe(200);
      } finally {
        await second.app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
