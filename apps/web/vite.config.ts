import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { DEFAULT_THEME } from '@mantine/core';
import { loadNamespaces, PWA, t } from '@vh/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './app-shell.ts';
import { ROUTE_WORDS } from './src/app/route-words.ts';
import { SHARED_WORDS } from './src/lib/words.ts';
import { theme } from './src/lib/theme.ts';

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
    // Last, after vite-plugin-pwa has written /sw.js, so the worker is sent compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
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
    },
  };
}

// The product server (apps/server) listens on 3000 and serves the API and the embedded auth service.
// In development Vite proxies both to it. The browser's Host header is kept (changeOrigin off; Vite
// turns it on for the string shorthand) and X-Forwarded-* added, so the server sees the origin the
// browser uses and can answer /api/config with an auth URL on that origin (no CORS in development).
// In production the server serves dist/ itself, same origin, with history fallback.
const productServer = { target: 'http://localhost:3000', changeOrigin: false, xfwd: true };

// The words kept offline with the clock screen: the dashboard's (its panels share them) and the
// sign-out page's.
const shell = appShell([
  ...new Set([...SHARED_WORDS, ...ROUTE_WORDS.dashboard, ...ROUTE_WORDS.signIn]),
]);

// The installed app's colours are the theme's: its primary colour (the light scheme's shade) on
// the title bar, and the page's white behind the splash screen.
const shade =
  typeof theme.primaryShade === 'object' ? theme.primaryShade.light : theme.primaryShade;
const primary = DEFAULT_THEME.colors[theme.primaryColor ?? DEFAULT_THEME.primaryColor]![shade ?? 6];

export default defineConfig(async () => {
  // The manifest's words come from the catalogue, like every other word a person reads.
  await loadNamespaces(['common']);
  return {
    plugins: [
      react(),
      shell.plugin,
      {
        name: 'vh-theme-color',
        transformIndexHtml: () => [
          { tag: 'meta', attrs: { name: 'theme-color', content: primary }, injectTo: 'head' },
        ],
      },
      VitePWA({
        strategies: 'injectManifest',
        // lib/pwa registers the worker itself, after sign-in only (decision 004).
        injectRegister: false,
        srcDir: 'src/sw',
        filename: 'sw.ts',
        manifest: {
          id: '/',
          name: t('common.productName'),
          short_name: t('common.productName'),
          description: t('common.tagline'),
          lang: 'en',
          // The staff member's clock: what the installed app is for.
          start_url: '/dashboard?panel=clock',
          scope: '/',
          display: 'standalone',
          theme_color: primary,
          background_color: DEFAULT_THEME.white,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        // The app shell's list decides what is kept, not the plugin's guess from the manifest.
        includeManifestIcons: false,
        injectManifest: {
          // A classic script: module service workers are not in every browser the staff carry.
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png}'],
          manifestTransforms: [shell.keepShell],
          buildPlugins: {
            vite: [
              {
                name: 'vh-sw-constants',
                config: () => ({
                  define: { VH_NAVIGATION_TIMEOUT_MS: JSON.stringify(PWA.navigationTimeoutMs) },
                }),
              },
            ],
          },
        },
      }),
      precompress(),
    ],
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
  };
});
