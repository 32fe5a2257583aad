import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  BODY_LIMIT_BYTES,
  ErrorCode,
  keyOfSpoken,
  translate,
  type MessageKey,
  type TErrorCode,
} from '@vh/contracts';
import { fieldExpects, fieldWords } from '../lib/field-words.ts';
import { AppError } from '../lib/app-error.ts';

type Problem = {
  code: TErrorCode;
  message: string;
  field?: string | undefined;
  key?: string | undefined;
  params?: Record<string, unknown> | undefined;
};

function send(reply: FastifyReply, status: number, problem: Problem) {
  const { code, message, field, key, params } = problem;
  return reply.status(status).send({
    error: {
      code,
      message,
      ...(field ? { field } : {}),
      ...(key ? { key } : {}),
      ...(params ? { params } : {}),
    },
  });
}

/** A problem worded by catalogue key. */
function worded<K extends MessageKey>(
  code: TErrorCode,
  key: K,
  params?: Record<string, unknown>,
): Problem {
  return { code, message: translate(key, params), key, ...(params ? { params } : {}) };
}

// Fastify's own client errors, reworded for people.
const FASTIFY_CLIENT_ERRORS: Record<string, () => Problem> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    worded(ErrorCode.VALIDATION_FAILED, 'errors.request.invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    worded(ErrorCode.VALIDATION_FAILED, 'errors.request.emptyJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    worded(ErrorCode.PAYLOAD_TOO_LARGE, 'errors.request.bodyTooLarge', {
      megabytes: BODY_LIMIT_BYTES / 1024 / 1024,
    }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    worded(ErrorCode.VALIDATION_FAILED, 'errors.request.notJson'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    worded(ErrorCode.VALIDATION_FAILED, 'errors.request.contentLength'),
};

/** One place maps every failure to `{ error: { code, message, key, params } }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      const known = error as AppError;
      const { code, message, field, key, params } = known;
      return send(reply, known.status, { code, message, field, key, params });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, schemaProblem(error.validation[0], error.validationContext));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, 400, known());
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, {
        code: ErrorCode.VALIDATION_FAILED,
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, worded(ErrorCode.INTERNAL, 'errors.request.internal'));
  });
}

type SchemaIssue = { keyword: string; instancePath: string; message?: string; params: unknown };

/**
 * A value that does not fit the request's schema. A sentence the schema worded itself is sent as
 * it is, after the field's path; one the catalogue's generic words gave (schema.here.*) is worded
 * again naming the field, e.g. 'Expiry must be a number of days, such as 7'.
 */
function schemaProblem(first: SchemaIssue | undefined, context: string | undefined): Problem {
  const code = ErrorCode.VALIDATION_FAILED;
  const field = first ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
  const onField = field ? { field } : {};
  if (!first) return worded(code, 'errors.request.notAnObject');
  if (first.keyword === 'unrecognized_keys') {
    const keys = (first.params as { keys?: string[] }).keys ?? [];
    return worded(code, 'errors.request.unknownFields', {
      count: keys.length,
      where: context === 'querystring' ? 'query' : 'body',
      names: keys.join(', '),
    });
  }
  const message = first.message ?? '';
  const spoken = keyOfSpoken(message);
  if (spoken && spoken.key.startsWith('schema.here.')) {
    if (!field && context === 'body') return worded(code, 'errors.request.notAnObject');
    const words = fieldWords(field);
    const expects = fieldExpects(field);
    const problem =
      spoken.key === 'schema.here.wrongType' && expects
        ? worded(code, 'schema.field.expects', { field: words, expects })
        : worded(code, `schema.field.${spoken.key.slice('schema.here.'.length)}` as MessageKey, {
            ...spoken.values,
            field: words,
          });
    return { ...problem, ...onField };
  }
  const worded_ = spoken
    ? { key: spoken.key, ...(spoken.values ? { params: spoken.values } : {}) }
    : {};
  if (field) return { code, message: `${field}: ${message}`, ...onField, ...worded_ };
  // A whole-body rule (a refine) says what is wrong itself; anything else here is a body of the
  // wrong shape, whose message would mean nothing to a person.
  if (context === 'body' && first.keyword !== 'custom')
    return worded(code, 'errors.request.notAnObject');
  return { code, message, ...worded_ };
}

/** Errors Fastify raises before routing (a malformed URL, a path part too long), in our shape. */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void send(reply, 400, worded(ErrorCode.VALIDATION_FAILED, 'errors.request.malformedAddress'));
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(reply, 414, worded(ErrorCode.VALIDATION_FAILED, 'errors.request.partTooLong'));
    return;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    void send(
      reply,
      error.statusCode,
      worded(ErrorCode.VALIDATION_FAILED, 'errors.request.unreadable'),
    );
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void send(reply, 500, worded(ErrorCode.INTERNAL, 'errors.request.internal'));
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers too large, a broken
 * request line, a body that does not match its Content-Length). Those get our error shape and
 * security headers too, written straight to the socket, which is then closed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const key = tooLarge
      ? 'errors.request.headersTooLarge'
      : status === 408
        ? 'errors.request.tooSlow'
        : 'errors.request.malformed';
    const body = JSON.stringify({
      error: { code: ErrorCode.VALIDATION_FAILED, message: translate(key), key },
    });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
