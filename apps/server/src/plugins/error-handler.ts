import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES, ErrorCode, type TErrorCode } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';

function send(
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  message: string,
  field?: string,
) {
  return reply.status(status).send({ error: { code, message, ...(field ? { field } : {}) } });
}

// Fastify's own client errors, reworded for people.
const FASTIFY_CLIENT_ERRORS: Record<string, { code: TErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The request body is empty but its Content-Type says JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: `The request body is larger than ${BODY_LIMIT_BYTES / 1024 / 1024} MB`,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The request body must be JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The Content-Length header does not match the body',
  },
};

/** One place maps every failure to `{ error: { code, message } }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return send(reply, error.status, error.code, error.message, error.field);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const where = error.validationContext === 'querystring' ? 'query parameter' : 'field';
      let message = first?.message ?? 'Invalid request';
      if (first?.keyword === 'unrecognized_keys') {
        const keys = (first.params as { keys?: string[] }).keys ?? [];
        message = `Unknown ${where}${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
      } else if (field) {
        message = `${field}: ${message}`;
      } else if (error.validationContext === 'body' && first?.keyword !== 'custom') {
        // A whole-body rule (a refine) says what is wrong itself; anything else here is a body
        // of the wrong shape, whose raw message would mean nothing to a person.
        message = 'The request body must be a JSON object with the fields of this request';
      }
      return send(reply, 400, ErrorCode.VALIDATION_FAILED, message, field || undefined);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, 400, known.code, known.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, ErrorCode.VALIDATION_FAILED, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(
      reply,
      500,
      ErrorCode.INTERNAL,
      'Something went wrong on our side. Please try again.',
    );
  });
}

/** Errors Fastify raises before routing (a malformed URL, a path part too long), in our shape. */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void send(reply, 400, ErrorCode.VALIDATION_FAILED, 'The address of this request is malformed');
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(reply, 414, ErrorCode.VALIDATION_FAILED, 'A part of this address is too long');
    return;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    void send(reply, error.statusCode, ErrorCode.VALIDATION_FAILED, 'This request cannot be read');
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void send(reply, 500, ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.');
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
    const body = JSON.stringify({
      error: {
        code: ErrorCode.VALIDATION_FAILED,
        message: tooLarge
          ? 'The request headers (or its address) are too large'
          : status === 408
            ? 'The request took too long to arrive'
            : 'The request is malformed and could not be read',
      },
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
