import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, seedOwner } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

// The fastest of several tries: what the answer itself costs, since a busy machine (the other test
// worker, a collection) only ever adds time to a try, and a median still moved by 3× under load.
const fastest = (values: number[]) => Math.min(...values);

async function timed(body: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await api(server, 'POST', '/api/users/auth/login/', { body });
  expect(res.status).toBe(401);
  return performance.now() - started;
}

// Before, a missing username answered at once and a wrong password took a hash verify (~20×).
it('answers a missing username about as slowly as a wrong password for a real one', async () => {
  const { input } = await seedOwner(server);
  const real: number[] = [];
  const missing: number[] = [];
  for (let i = 0; i < 9; i++) {
    real.push(
      await timed({ type: 'username', username: input.username, password: 'wrong guess!' }),
    );
    missing.push(
      await timed({ type: 'username', username: `ghost_${i}_x`, password: 'wrong guess!' }),
    );
  }
  const ratio = fastest(missing) / fastest(real);
  expect(ratio).toBeGreaterThan(0.5);
  expect(ratio).toBeLessThan(2);
});
