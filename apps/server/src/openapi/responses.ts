import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@vh/contracts';

/** What each error status means, as the document says it; every one is sent in the one error shape. */
const MEANING: Record<number, string> = {
  400: 'The request is malformed or does not fit the schema (its body, query or path; a body too large or not JSON)',
  401: 'No access token, or one that is invalid, expired or revoked',
  402: 'The payment failed',
  403: 'The caller may not do this (a disabled account, another business, a plan without it)',
  404: 'Nothing with this id is visible to the caller',
  408: 'The request took too long to arrive, or a mailed link expired',
  409: 'The request conflicts with the current state (taken, locked, already done)',
  414: 'A part of the path is longer than any id or name the API accepts',
  422: 'The new password is not strong enough',
  429: 'Too many attempts; the message says when to try again',
  431: 'The request headers (or its address) are too large',
  500: 'The server failed; the details are in its log',
  503: 'A service the server depends on (the database, the auth service, mail, billing) did not answer',
};

/** An error answer, described in the document. */
const errorResponse = (status: number) =>
  ZErrorResponse.describe(MEANING[status] ?? 'An error, in the one error shape');

/**
 * The error statuses a route can answer whatever its service does, found from how it is
 * registered: any request can be malformed (400), slow (408), carry headers too large (431) or
 * meet a server failure (500); a path parameter can be too long (414); an authenticated route
 * refuses a missing, bad or revoked token (401), a disabled account (403), and an unreachable
 * auth service (503); a rate-limited route answers 429.
 */
export function frameworkStatuses(
  route: Pick<RouteOptions, 'url' | 'config' | 'schema'>,
): number[] {
  const statuses = [400, 408, 431, 500];
  if (route.url.includes(':')) statuses.push(414);
  const security = (route.schema as { security?: unknown[] } | undefined)?.security;
  if (security && security.length > 0) statuses.push(401, 403, 503);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  return statuses;
}

/**
 * The swagger transform: the zod schemas as JSON Schema, and in each operation's `responses` every
 * error status it can answer: those its route declares (the service's own refusals) and those the
 * framework, the hooks and the error handler add (`frameworkStatuses`), all with their meaning.
 */
export const withEveryStatus: SwaggerTransform = (input) => {
  // A route without a schema is left out of the document (untagged); nothing to add.
  if (!(input.schema as unknown)) return jsonSchemaTransform(input);
  const declared = (input.schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = {};
  for (const status of frameworkStatuses(input.route)) response[status] = errorResponse(status);
  for (const [status, schema] of Object.entries(declared)) {
    response[status] = schema === ZErrorResponse ? errorResponse(Number(status)) : schema;
  }
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
};
