import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@vh/contracts';

export const defaultWebDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/dist',
);

// Paths that are never the SPA: a miss there is a JSON 404, not the app's shell.
const API_PREFIXES = ['/api/', '/auth/', '/dev/'];

/** Serves the built SPA; unknown GETs outside the API get index.html so deep links load the app. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; send those to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change; the shell must revalidate.
        void res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the app');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      error: { code: ErrorCode.NOT_FOUND, message: `No route for ${request.method} ${url}` },
    });
  });
}
