import type { FastifyInstance } from 'fastify';
import type { HttpClientInterface } from 'chargebee';

/**
 * The chargebee client's HttpClient, answered by `app.inject` instead of the network (chargebee
 * does not export its HttpClient base class; this implements the same `makeApiRequest` shape).
 */
export class InjectHttpClient implements HttpClientInterface {
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async makeApiRequest(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.method === 'GET' ? undefined : await request.text();
    const reply = await this.app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)])
        responseHeaders.append(key, item);
    }
    const noBody = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(noBody ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: responseHeaders,
    });
  }
}

/** A fetch that hands requests to a Fastify app in-process (the webhook receiver in tests). */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = request.method === 'GET' ? undefined : await request.text();
    const reply = await app.inject({
      method: request.method as 'POST',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    return new Response(reply.statusCode === 204 ? null : reply.rawPayload, {
      status: reply.statusCode,
    });
  };
}
