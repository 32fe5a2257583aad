import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, mailsTo, seedOwner } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// Its own server: the burst uses up this client's forgot-password allowance.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
});
afterAll(async () => {
  await server.close();
});

it('answers a burst of 50 forgot-password calls with one mail, then 429s, and never a 500', async () => {
  const { input } = await seedOwner(server);
  const results = await Promise.all(
    Array.from({ length: 50 }, () =>
      api(server, 'POST', '/api/users/forgot-password/', { body: { email: input.email } }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 429)).toHaveLength(49);
  const resetMails = (await mailsTo(server, input.email)).filter((m) => /Reset/.test(m.subject));
  expect(resetMails).toHaveLength(1);
});
