import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { api, seedOwner } from '../testing/factories.ts';
import { startTestServer } from '../testing/test-server.ts';
import {
  declaresStatus,
  documentedOperations,
  registeredRoutes,
  type Operation,
} from './api-routes.ts';
import { answerProblem, casesFor, describeCase, urlOf } from './fuzz-requests.ts';
import { serialise, type Words } from './json-schema-arbitrary.ts';

// Property-based fuzzing of every product API route, anonymously and signed in. A fixed seed keeps
// CI repeatable; FUZZ_SEED and FUZZ_RUNS replay a reported failure or search harder locally.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

// Limits scaled up so that cases reach the services rather than the rate limiter (whose 429 is
// well-formed and tested with the limits themselves).
const server = await startTestServer({ env: { RATE_LIMIT_SCALE: '1000' } });
afterAll(() => server.close());
// The route list comes from the running app, so a new route is fuzzed without editing this file.
const operations = await documentedOperations(server);
const other = await seedOwner(server);

describe('the route list', () => {
  it('documents every product API route, so that each one is fuzzed', () => {
    const documented = operations.map((o) => `${o.method} ${o.path}`).sort();
    expect(registeredRoutes(server.app)).toEqual(documented);
    expect(documented.length).toBeGreaterThan(10);
  });
});

/** Plausible words, so that some cases pass validation and reach the services and the database. */
function wordsFor(me: Awaited<ReturnType<typeof seedOwner>> | undefined): Words {
  const people = me ? [me, other] : [other];
  return {
    byName: {
      email: [...people.map((p) => p.input.email), 'ada@example.com'],
      username: [...people.map((p) => p.input.username), 'ada_l'],
      password: [...people.map((p) => p.input.password), 'correct horse battery'],
      new_password: ['a new horse battery', 'short'],
      current_password: [...people.map((p) => p.input.password)],
      first_name: ['Ada', 'Zoë'],
      last_name: ['Lovelace'],
      country: ['Canada', 'United States', 'France'],
      province: ['ON', 'Texas', 'Île-de-France'],
      postal_code: ['K1A 0A9', '78701'],
      cell_number: ['613 555 0100'],
      home_number: ['613 555 0101', ''],
      work_number: ['+1 (613) 555-0102 ext. 7', ''],
      street: ['12 Wellington St'],
      street_2: ['Unit 4', ''],
      city: ['Ottawa', 'Zürich'],
      gender: ['Female'],
      type: ['email', 'username'],
      redirect: ['/pricing', '//evil.example'],
      code: ['ABC123'],
      name: ['Ada Lovelace'],
      company: ['Analytical Engines'],
      subject: ['A question'],
      message: ['Hello,\n\nTwo paragraphs.'],
      token: ['made-up-token'],
      // Timesheets and reports: real dates and times, so cases reach the services.
      from: ['2026-11-01', '2026-11-30'],
      to: ['2026-11-30', '2026-11-01'],
      week: ['2026-11-09'],
      date: ['2026-11-10', '2026-02-29'],
      started_at: ['2026-11-10T09:00'],
      ended_at: ['2026-11-10T17:00', '2026-11-10T08:00'],
      split_at: ['2026-11-10T12:00'],
      resume_at: ['2026-11-10T13:00'],
      reason: ['Forgot to clock out', ''],
      kind: ['add_shift', 'move_clock_in', 'move_clock_out', 'split_shift'],
      // The bot: the caller's own uid and amounts that pass, so starts reach the service.
      user_uid: me ? [me.profile.uid] : [other.profile.uid],
    },
    numbers: { amount: [25, 100.5, 10_000, 0, 1.234] },
    any: ['Ada', 'x'],
  };
}

async function fuzz(operation: Operation, jwt: string | undefined, words: Words, ids: string[]) {
  // How many cases got each status: FUZZ_STATS=1 shows whether cases get past validation.
  const statuses = new Map<number, number>();
  const details = await fc.check(
    fc.asyncProperty(casesFor(operation, words, ids), async (fuzzCase) => {
      const url = urlOf(operation, fuzzCase);
      const answer = await api(server, operation.method, url, {
        ...(fuzzCase.body !== undefined ? { rawBody: serialise(fuzzCase.body) ?? 'null' } : {}),
        ...(jwt ? { jwt } : {}),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // A client reads the document to learn what an operation may answer: every status is there.
      const problem = declaresStatus(operation, answer.status)
        ? answerProblem(answer)
        : `answered ${answer.status}, which the OpenAPI document does not declare`;
      if (problem) {
        throw new Error(
          `${problem}: ${describeCase(operation.method, url, fuzzCase.body)}\n` +
            `response: ${JSON.stringify(answer.body)?.slice(0, 500)}`,
        );
      }
    }),
    // No shrinking: each step is a real request, and the seed and path replay the case exactly.
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  if (process.env.FUZZ_STATS) {
    console.info(
      `${operation.method} ${operation.path} ${jwt ? 'signed in' : 'anonymous'}:`,
      statuses,
    );
  }
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
    throw new Error(
      `${operation.method} ${operation.path} failed after ${details.numRuns} cases ` +
        `(FUZZ_SEED=${details.seed}, path ${details.counterexamplePath}):\n${cause}`,
    );
  }
}

describe.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
  '%s',
  (_name, operation) => {
    it('answers as documented, never 5xx, saying what is wrong, to an anonymous caller', async () => {
      await fuzz(operation, undefined, wordsFor(undefined), [
        other.profile.uid,
        crypto.randomUUID(),
      ]);
    });

    it('answers as documented, never 5xx, saying what is wrong, to a signed-in caller', async () => {
      // A fresh account for each route: a case may change its password or sign it out.
      const me = await seedOwner(server);
      await fuzz(operation, me.session.access_token, wordsFor(me), [
        me.profile.uid,
        other.profile.uid,
        crypto.randomUUID(),
      ]);
      // No case left the server unable to answer (a crashed pool, a poisoned connection).
      expect((await api(server, 'GET', '/api/health')).status).toBe(200);
    });
  },
);
