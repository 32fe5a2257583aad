import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiKeyError, AuthApiError, sendAuthError, validationFailed } from './errors.ts';
import { inputProblem } from './validation.ts';

// Auth requests are a few hundred bytes; metadata gets some room, nothing needs more.
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Gives the plugin its own body parsing, error and not-found handling, so its answers follow
 * GoTrue's wire format whatever the host application configured. auth-js retries every 5xx, so
 * anything the client got wrong must come back as a 4xx.
 */
export function configureHttp(app: FastifyInstance): void {
  // Prototype-poisoning payloads are refused rather than cleaned: no legitimate client sends them.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // auth-js labels bodiless POSTs (logout) as JSON.
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      // Fastify's JSON parser answers through the callback synchronously.
      void parseJson(request, text, (error, value) => {
        if (error) {
          done(validationFailed('Could not parse request body as JSON'), undefined);
          return;
        }
        const problem = inputProblem(value);
        if (problem) done(validationFailed(problem), undefined);
        else done(null, value);
      });
    },
  );
  // The query gets the same rule (redirect_to, the link's token): a %00 decodes to NUL.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = inputProblem(request.query);
    done(problem ? validationFailed(problem) : undefined);
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof ApiKeyError) {
      return reply.code(401).send({ message: error.message, hint: error.hint });
    }
    const clientError = asClientError(error);
    if (clientError) return sendAuthError(request, reply, clientError);

    request.log.error({ err: loggable(error) }, 'auth-server: unexpected error');
    return sendAuthError(
      request,
      reply,
      new AuthApiError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  app.setNotFoundHandler(async (request, reply) =>
    sendAuthError(request, reply, new AuthApiError(404, 'not_found', 'Not Found')),
  );
}

function asClientError(error: unknown): AuthApiError | undefined {
  if (error instanceof AuthApiError) return error;
  const status = statusCodeOf(error);
  if (status === undefined || status < 400 || status >= 500) return undefined;
  switch (status) {
    case 413:
      return new AuthApiError(413, 'validation_failed', 'Request body is too large');
    case 415:
      return new AuthApiError(415, 'validation_failed', 'Content-Type must be application/json');
    case 408:
      return new AuthApiError(408, 'request_timeout', 'Request timed out');
    default:
      // Fastify's own 4xx errors (bad content-length, ...) describe the request, not the server.
      return new AuthApiError(
        status,
        'validation_failed',
        error instanceof Error ? error.message : 'Invalid request',
      );
  }
}

function statusCodeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

// A failed Drizzle query carries its parameters (password hashes, refresh tokens) in its message
// and stack, and driver errors carry row values in `detail`: log only what cannot hold a secret.
export function loggable(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    return { type: 'DrizzleQueryError', query: error.query, cause: loggable(error.cause) };
  }
  if (error instanceof Error) {
    const code = 'code' in error ? error.code : undefined;
    return { type: error.name, message: error.message, code, stack: error.stack };
  }
  return { type: typeof error };
}
