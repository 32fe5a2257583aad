import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPunchResponse } from '@vh/contracts';
import { errorMessage } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, punch, punchBody } from '../../testing/timeclock.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type PunchType = 'clock_in' | 'break_start' | 'break_end' | 'clock_out';

/** The punches that put a person where the punch under test is the next one in turn. */
const before: Record<PunchType, PunchType[]> = {
  clock_in: [],
  break_start: ['clock_in'],
  break_end: ['clock_in', 'break_start'],
  clock_out: ['clock_in', 'break_start', 'break_end'],
};

// A phone whose request timed out sends it again, maybe several times, while the first is still
// being written: each copy must get the receipt of the one punch, not a refusal.
describe('identical retries sent at once', () => {
  it.each(Object.keys(before) as PunchType[])(
    'answers ten copies of one %s with one 201 and nine 200s carrying the same receipt',
    async (type) => {
      const { owner, staff } = await businessWithStaff(server);
      for (const earlier of before[type]) {
        const res = await punch(server, staff.jwt, punchBody(owner.centre, earlier));
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      const body = punchBody(owner.centre, type);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => punch(server, staff.jwt, body)),
      );
      const statuses = results.map((r) => r.status);
      const answers = JSON.stringify(results.map((r) => [r.status, r.body]));
      expect(
        statuses.filter((s) => s === 201),
        answers,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 200),
        answers,
      ).toHaveLength(9);
      const responses = results.map((r) => ZPunchResponse.parse(r.body));
      expect(responses[0]?.receipt.receipt).toMatchObject({ punch_id: body.id, type });
      // Key order included: a receipt is kept and compared as the text it was sent as.
      const receipts = new Set(
        results.map((r) => JSON.stringify((r.body as { receipt: unknown }).receipt)),
      );
      expect(receipts.size).toBe(1);
      for (const response of responses) expect(response).toEqual(responses[0]);
    },
  );

  it('still refuses a copy of the id with a different body sent alongside', async () => {
    const { owner, staff } = await businessWithStaff(server);
    await punch(server, staff.jwt, punchBody(owner.centre, 'clock_in'));
    const body = punchBody(owner.centre, 'break_start');
    const results = await Promise.all([
      punch(server, staff.jwt, body),
      punch(server, staff.jwt, { ...body, accuracy: 9 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409);
    expect(errorMessage(refused?.body)).toMatch(/already used for a different punch/);
  });
});
