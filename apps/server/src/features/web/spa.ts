import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, t } from '@vh/contracts';

export const defaultWebDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/dist',
);

// Paths that are never the SPA: a miss there is a JSON 404, not the app's shell. The service
// worker (apps/web/src/sw/fetch.ts) leaves the same paths alone.
const API_PREFIXES = ['/api/', '/auth/', '/dev/', '/billing-sandbox/'];

/**
 * The service worker's script, at the root so its scope is the whole site. A build without it
 * answers 404, never the app's page: a browser that finds the script gone removes the worker it
 * had, which is how a deployment takes an installed worker away.
 */
const SERVICE_WORKER = '/sw.js';

// A frame its opener sandboxed without top navigation (the billing sandbox's Chargebee.js
// stand-in, which reads where its frame went and calls success or close) is left to that opener:
// trying would only fill the console with the browser's refusal.
const FRAME_EXIT_SCRIPT = `(function () {
  var frame = null;
  try {
    frame = window.frameElement;
  } catch (e) {}
  var sandbox = frame && frame.getAttribute('sandbox');
  if (sandbox !== null && sandbox !== undefined && !/\\ballow-top-navigation\\b/.test(sandbox)) return;
  window.top.location.replace(window.location.href);
})();
`;

/**
 * What an iframe gets instead of the app. A hosted checkout in the modal's iframe ends by
 * navigating that iframe to our return URL (/success?sub_id=…); loading a second copy of the app
 * inside the modal would show the site in a box, so the frame is handed a page that moves the
 * whole window there instead (a plain link if scripts are off).
 */
function sendFrameExit(reply: FastifyReply, url: string) {
  // Always a path on this site: '//elsewhere.example/x' would be a link to another host.
  const href = escapeHtml(url.replace(/^[/\\]+/, '/'));
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(t('server.frameExit.title'))}</title><script src="/frame-exit.js"></script></head><body><main><p><a href="${href}" target="_top">${escapeHtml(t('server.frameExit.continue'))}</a></p></main></body></html>`,
    );
}

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
        // Vite fingerprints everything under assets/, so those never change; the shell must
        // revalidate, and so must /sw.js and /manifest.webmanifest: a new version is found at once.
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

  app.get('/frame-exit.js', (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(FRAME_EXIT_SCRIPT),
  );

  app.setNotFoundHandler((request, reply) => {
    // '//api/x' is the same path to the router as '/api/x'.
    const url = (request.url.split('?')[0] ?? '/').replace(/^\/+/, '/');
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    const page = request.method === 'GET' || request.method === 'HEAD';
    const dest = request.headers['sec-fetch-dest'];
    if (!isApi && page && (dest === 'iframe' || dest === 'frame')) {
      return sendFrameExit(reply, request.url);
    }
    if (!isApi && hasBuild && page && url !== SERVICE_WORKER) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const params = { method: request.method, url };
    return reply.status(404).send({
      error: {
        code: ErrorCode.NOT_FOUND,
        message: t('errors.routes.noRoute', params),
        key: 'errors.routes.noRoute',
        params,
      },
    });
  });
}
