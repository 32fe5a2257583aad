import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, ZErrorResponse, ZHealthResponse, ZPublicConfig } from '@vh/contracts';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

export type SystemDeps = {
  database: DatabaseHandle;
  /** A real Supabase project's URL, or undefined for the embedded service on this origin. */
  authUrl: string | undefined;
  anonKey: string;
  map: { tileUrl: string | null; attribution: string };
  geocoderUrl: string | undefined;
  /** Chargebee.js's site and where the browser loads the script from (the sandbox's stand-in by default). */
  checkout: { site: string; script: string };
};

export function systemRoutes(deps: SystemDeps) {
  return function register(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          response: { 200: ZHealthResponse, 503: ZErrorResponse },
        },
      },
      async (request) => {
        try {
          await deps.database.ping();
        } catch (cause) {
          request.log.error({ err: cause }, 'health check: database unreachable');
          throw new AppError(ErrorCode.DATABASE_UNAVAILABLE, 'errors.system.databaseUnavailable', {
            cause,
          });
        }
        return { status: 'ok' as const };
      },
    );

    r.get(
      '/api/config',
      {
        schema: {
          tags: ['system'],
          summary: 'Public configuration for the web app',
          response: { 200: ZPublicConfig },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-cache');
        return {
          auth: { url: deps.authUrl ?? null, anonKey: deps.anonKey },
          map: deps.map,
          geocoder: { url: deps.geocoderUrl ?? null },
          checkout: deps.checkout,
        };
      },
    );
  };
}
