import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '@vh/contracts';
import { api, seedOwner } from '../testing/factories.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { declaresStatus, documentedOperations } from './api-routes.ts';
import { answerProblem } from './fuzz-requests.ts';
import { rawRequest } from './raw-http.ts';

// Requests broken below the level of any one route: the URL, the headers, the body's framing.
// Each must get a 4xx in the one error shape, never a 5xx or Fastify's own shape.

let server: TestServer;
let me: Awaited<ReturnType<typeof seedOwner>>;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: '1000' } });
  me = await seedOwner(server);
}, 120_000);
afterAll(() => server.close());

const expectClientError = (answer: { status: number; body: unknown }) => {
  expect(answerProblem(answer), JSON.stringify(answer.body)).toBeNull();
  expect(answer.status).toBeGreaterThanOrEqual(400);
};

const http = (lines: string[], body = '') =>
  `${lines.join('\r\n')}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n${body}`;

describe('malformed URLs', () => {
  it.each([
    ['broken percent-encoding', '/api/users/uid/%E0%A4%A'],
    ['an encoded lone surrogate', '/api/users/username/%ED%A0%80/email/'],
    ['an encoded NUL', '/api/users/username/a%00b/email/'],
    [
      'a path parameter far over the router limit',
      `/api/users/username/${'x'.repeat(2000)}/email/`,
    ],
    ['a uid far over the router limit', `/api/users/uid/${'1'.repeat(500)}`],
    ['a repeated query key', '/api/users/auth/check/?username=ada&username=grace'],
  ])('%s', async (_name, url) => {
    expectClientError(await api(server, 'GET', url, { jwt: me.session.access_token }));
  });

  it.each([
    [
      'GET',
      '/api/users/username/{username}/email/',
      `/api/users/username/${'x'.repeat(2000)}/email/`,
    ],
    ['GET', '/api/users/uid/{uid}', `/api/users/uid/${'1'.repeat(500)}`],
  ])(
    'a path part over the router limit: %s %s answers a status its document declares',
    async (method, path, url) => {
      const operation = (await documentedOperations(server)).find(
        (o) => o.method === method && o.path === path,
      );
      const answer = await api(server, method, url, { jwt: me.session.access_token });
      expect(answer.status).toBe(414);
      expect(operation && declaresStatus(operation, answer.status)).toBe(true);
    },
  );

  it('a bad query encoding, which is read as the text it is', async () => {
    const url = '/api/users/auth/check/?username=%E0%A4%A';
    expect(answerProblem(await api(server, 'GET', url))).toBeNull();
  });

  it('a URL longer than the header limit', async () => {
    const answer = await rawRequest(
      server,
      http([`GET /api/users/auth/check/?email=${'x'.repeat(20_000)} HTTP/1.1`]),
    );
    expectClientError(answer);
  });
});

describe('malformed headers', () => {
  it('an X-JWT of 20 kB', async () => {
    const answer = await rawRequest(
      server,
      http(['GET /api/users/uid/x HTTP/1.1', `X-JWT: ${'a'.repeat(20_000)}`]),
    );
    expectClientError(answer);
  });

  it.each([
    ['not a JWT at all', 'not-a-jwt'],
    ['three empty parts', '..'],
    ['a JWT of garbage parts', 'e30.e30.e30'],
  ])('an X-JWT that is %s', async (_name, jwt) => {
    expectClientError(await api(server, 'GET', `/api/users/uid/${me.profile.uid}`, { jwt }));
  });

  it('a request line the HTTP parser refuses', async () => {
    expectClientError(await rawRequest(server, 'GET /api/health HTTP/9.9\r\n\r\n'));
  });
});

describe('malformed bodies', () => {
  const url = '/api/users/auth/login/';

  it.each([
    ['not JSON', '{"username": '],
    ['JSON of the wrong type', '[1, 2, 3]'],
    ['a string', '"ada"'],
    ['null', 'null'],
    [
      'a literal __proto__ key',
      '{"__proto__": {"admin": true}, "password": "x", "type": "username"}',
    ],
    ['a constructor.prototype key', '{"constructor": {"prototype": {"admin": true}}}'],
    ['JSON nested 50,000 deep', `${'{"a":['.repeat(50_000)}1${']}'.repeat(50_000)}`],
    [
      'a string with a NUL escape',
      '{"username": "a\\u0000b", "password": "x", "type": "username"}',
    ],
    ['a lone surrogate escape', '{"username": "\\ud800", "password": "x", "type": "username"}'],
  ])('%s', async (_name, rawBody) => {
    expectClientError(await api(server, 'POST', url, { rawBody }));
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['a made-up type', 'application/x-nonsense'],
  ])('a body sent as %s', async (_name, type) => {
    const answer = await api(server, 'POST', url, {
      rawBody: 'username=ada',
      headers: { 'content-type': type },
    });
    expectClientError(answer);
  });

  it('an empty body that says it is JSON', async () => {
    expectClientError(await api(server, 'POST', url, { rawBody: '' }));
  });

  it('a body over the size limit', async () => {
    const rawBody = JSON.stringify({
      username: 'x'.repeat(BODY_LIMIT_BYTES + 1),
      password: 'x',
      type: 'username',
    });
    expectClientError(await api(server, 'POST', url, { rawBody }));
  });

  it('a body shorter than its Content-Length', async () => {
    const answer = await rawRequest(
      server,
      http([`POST ${url} HTTP/1.1`, 'Content-Type: application/json', 'Content-Length: 100'], '{}'),
    );
    // The server waits for the rest, then gives up: any answer must still be a client error.
    if (answer.status !== 0) expectClientError(answer);
  });

  it('a body longer than its Content-Length', async () => {
    const answer = await rawRequest(
      server,
      http(
        [`POST ${url} HTTP/1.1`, 'Content-Type: application/json', 'Content-Length: 2'],
        '{}{"x":1}',
      ),
    );
    expectClientError(answer);
  });
});

describe('methods and paths that do not exist', () => {
  it.each([
    ['DELETE', '/api/users/'],
    ['PUT', `/api/users/uid/00000000-0000-4000-8000-000000000000`],
    ['GET', '/api/nowhere'],
    ['GET', '/api/users/uid/'],
    ['GET', '/api/users/uid/../../etc/passwd'],
  ])('%s %s', async (method, url) => {
    expectClientError(await api(server, method, url));
  });
});
