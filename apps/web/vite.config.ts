import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside every text asset of the build, once, at maximum compression; the
 * server sends them to browsers that accept them (@fastify/static preCompressed) instead of
 * compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vh-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && /\.(js|css|html|svg|json|txt)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// The product server (apps/server) listens on 3000 and serves the API and the embedded auth service.
// In development Vite proxies both to it. The browser's Host header is kept (changeOrigin off; Vite
// turns it on for the string shorthand) and X-Forwarded-* added, so the server sees the origin the
// browser uses and can answer /api/config with an auth URL on that origin (no CORS in development).
// In production the server serves dist/ itself, same origin, with history fallback.
const productServer = { target: 'http://localhost:3000', changeOrigin: false, xfwd: true };

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': productServer,
      '/auth': productServer,
    },
  },
  // No manual chunk groups: they pulled every screen's library code into chunks the first page
  // had to load. The router's lazy routes split the app by screen instead (bench/landing.bench.ts).
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
