import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` for supabase-js that hands each request to the embedded auth service inside this
 * process (Fastify's `inject`) instead of a socket to itself. The HTTP contract and the client code
 * path are exactly those used with a real Supabase project; only the network hop is gone, and with
 * it a keep-alive connection that held shutdown open.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      // The product server calls on its own behalf; it is the loopback client of its own service.
      remoteAddress: '127.0.0.1',
      ...(payload ? { payload } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
