import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The path only: query strings can carry one-time tokens (the SPA's reset and verification pages
 * are opened with them), and a log is no place for a working link.
 */
export const pathOf = (url: string): string => {
  const cut = url.indexOf('?');
  return cut === -1 ? url : url.slice(0, cut);
};

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: pathOf(request.url), ip: request.ip };
  },
};

/**
 * One info line per request (and a debug line when it arrives), written when it ends, without the query string (Fastify's default
 * writes two lines a request, with the full URL, at a measurable cost per request).
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // At info it is folded into the completion line; at debug a request that never ends (or one
    // cut short by a shutdown) still shows that it arrived.
    // Checked first so that at info no line is even built on this hot path.
    if (!VERBOSE_LEVELS.has(request.log.level)) return;
    request.log.debug({ method: request.method, url: pathOf(request.url) }, 'request received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
