import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import { ChargebeeApiError, authenticationFailed, notFound } from './errors.ts';
import { asParams, isValidId, type Params } from './params.ts';

/** qs settings for bodies and queries: Chargebee's bracket syntax, bounded so input stays small. */
export const QS_OPTIONS: qs.IParseOptions = {
  depth: 3,
  arrayLimit: 100,
  parameterLimit: 500,
  allowPrototypes: false,
  plainObjects: true,
};

export function parseForm(text: string): Record<string, unknown> {
  return qs.parse(text, QS_OPTIONS);
}

/** Filters like `customer_id[is]` need bracket parsing, which Fastify's default query parser lacks. */
export function queryOf(request: FastifyRequest): Params {
  const search = request.url.split('?')[1] ?? '';
  return asParams(qs.parse(search, QS_OPTIONS));
}

export function bodyOf(request: FastifyRequest): Params {
  return asParams(request.body);
}

/** Path ids: a value no object could have is simply not found. */
export function pathId(request: FastifyRequest, what: string): string {
  const id = asParams(request.params).id;
  if (typeof id !== 'string' || !isValidId(id)) throw notFound(what, String(id));
  return id;
}

/** Chargebee accepts the API key as the Basic user name; the client sends `key:`. */
export function createApiKeyCheck(apiKey: string): (request: FastifyRequest) => void {
  const expected = createHash('sha256').update(apiKey).digest();
  return (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const user = decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : decoded;
    const given = createHash('sha256').update(user).digest();
    if (!user || !timingSafeEqual(expected, given)) throw authenticationFailed();
  };
}

/**
 * Chargebee-shaped errors for everything under the plugin. The chargebee client retries 5xx when
 * retries are on, so anything the caller got wrong must come back as a 4xx.
 */
export function configureErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof ChargebeeApiError) {
      return reply.code(error.status).send(error.toJSON());
    }
    const status = statusCodeOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send(
        new ChargebeeApiError(status, apiErrorCodeFor(status), clientMessage(error, status), {
          type: 'invalid_request',
        }).toJSON(),
      );
    }
    request.log.error({ err: error }, 'billing-sandbox: unexpected error');
    return reply.code(500).send(
      new ChargebeeApiError(
        500,
        'internal_error',
        'Sorry, something went wrong when trying to process the request.',
        {
          type: 'operation_failed',
        },
      ).toJSON(),
    );
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send(
      new ChargebeeApiError(
        404,
        'resource_not_found',
        'Sorry, this endpoint is not supported by the billing sandbox',
        {
          type: 'invalid_request',
        },
      ).toJSON(),
    ),
  );
}

/**
 * Fastify's own errors carry `statusCode`; a host's errors (such as the test-control guard's,
 * passed to `done(error)`) may carry `status` instead. Either way a 4xx is the caller's problem.
 */
function statusCodeOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  for (const key of ['statusCode', 'status'] as const) {
    const value = (error as Record<string, unknown>)[key];
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return undefined;
}

function apiErrorCodeFor(status: number): string {
  if (status === 401) return 'api_authentication_failed';
  if (status === 403) return 'api_authorization_failed';
  if (status === 404) return 'resource_not_found';
  if (status === 429) return 'api_request_limit_exceeded';
  return 'invalid_request';
}

function clientMessage(error: unknown, status: number): string {
  if (status === 413) return 'The request body is too large';
  if (status === 415) return 'Unsupported content type; send application/x-www-form-urlencoded';
  // Fastify's and the parsers' messages describe internals; a host's own error speaks to the caller.
  if (!(error instanceof Error) || !error.message || error instanceof SyntaxError) {
    return 'The request could not be understood';
  }
  const code = 'code' in error ? String(error.code) : '';
  return code.startsWith('FST_') ? 'The request could not be understood' : error.message;
}
