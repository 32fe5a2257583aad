import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIpCountryResponse } from '@vh/contracts';
import type { CountryLookup } from './ip-country.ts';

/** `lookup` is undefined when IP_COUNTRY=off: the database is then never opened. */
export function ipCountryRoutes(lookup: CountryLookup | undefined) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/ip-country/',
      {
        schema: {
          tags: ['system'],
          summary:
            "A guess at the caller's country from their address, to pre-fill an empty country field",
          response: { 200: ZIpCountryResponse },
        },
      },
      async (request, reply) => {
        // The answer depends on who asks: no shared cache may keep it.
        void reply.header('cache-control', 'private, no-store');
        // request.ip honours TRUST_PROXY: X-Forwarded-For counts only from a trusted proxy.
        return { country: lookup ? lookup(request.ip) : null };
      },
    );
  };
}
