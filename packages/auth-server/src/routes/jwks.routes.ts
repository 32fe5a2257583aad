import type { FastifyInstance } from 'fastify';
import type { AuthKeys } from '../keys.ts';

export function registerJwksRoutes(app: FastifyInstance, keys: AuthKeys): void {
  // Public, like Supabase's: verifiers fetch it without an API key and cache it for ten minutes.
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=600');
    return keys.jwks;
  });
}
