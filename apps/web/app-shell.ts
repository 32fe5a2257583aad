// The files the service worker keeps (src/sw/sw.ts), so the installed app opens without a
// connection: the first page, the signed-in frame, the clock screen and what they load as they
// start, with their words. Found in the build's chunk graph, never listed by hash, and nothing
// else: the landing page, the owner's reports and charts, the maps are fetched when opened.
import type { Namespace } from '@vh/contracts';
import type { Plugin, Rolldown } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/**
 * What the signed-in clock screen loads as it starts, besides the entry: its route, the query
 * cache every lazy screen waits for, the auth client that restores the session, the connection
 * probe the offline notice starts, and the notifications a punch shows; and its frame's way out,
 * the sign-out page, which warns of punches still waiting to be sent. A module missing from the
 * build (renamed, moved) fails the build rather than leaving the app unable to start offline.
 */
export const SHELL_MODULES = [
  '/src/app/dashboard-route.tsx',
  '/src/lib/query-cache.tsx',
  '/src/lib/auth-client-loader.ts',
  '/src/lib/connection-probe.ts',
  '/@mantine/notifications/esm/',
  '/src/features/auth/components/logout-page.tsx',
  '/src/features/timeclock/offline/kept-punches.ts',
];

/** The files of public/ the installed app shows offline (vite-plugin-pwa adds the web manifest). */
export const SHELL_PUBLIC_FILES = [
  'index.html',
  'favicon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
];

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

/** A catalogue module's namespace, from its path (packages/contracts/…/compiled/<locale>/<ns>.ts). */
function namespaceOf(id: string | null): string | null {
  return id?.match(/\/catalogue\/compiled\/[^/]+\/([^/]+)\.ts$/)?.[1] ?? null;
}

/**
 * The chunks `seeds` need to run, with their CSS: each seed with the chunks it imports statically,
 * all the way down. A dynamic import is what a screen loads later, so it is not followed.
 */
function withStaticImports(bundle: OutputBundle, seeds: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next && isChunk(next)) visit(next);
    }
  };
  seeds.forEach(visit);
  return files;
}

/**
 * Reads the app shell's files from the bundle as Vite writes it; `keepShell` then narrows the
 * service worker's precache list to them. `namespaces` are the clock screen's words, kept in
 * every language the catalogue has (which one the phone reads is known only there).
 */
export function appShell(namespaces: readonly Namespace[]): {
  plugin: Plugin;
  keepShell: ManifestTransform;
} {
  let shell: Set<string> | null = null;

  const plugin: Plugin = {
    name: 'vh-app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const seeds = chunks.filter((chunk) => chunk.isEntry);
      for (const module of SHELL_MODULES) {
        // By the modules a chunk holds, not the one it starts at: a library's dynamic import may
        // share a chunk with its static users and start at none of them.
        const found = chunks.filter((chunk) => chunk.moduleIds.some((id) => id.includes(module)));
        if (found.length === 0) this.error(`app shell: no chunk holds ${module}`);
        seeds.push(...found);
      }
      const wanted = new Set<string>(namespaces);
      const words = chunks.filter((chunk) => wanted.has(namespaceOf(chunk.facadeModuleId) ?? ''));
      const found = new Set(words.map((chunk) => namespaceOf(chunk.facadeModuleId)));
      const missing = namespaces.filter((namespace) => !found.has(namespace));
      if (missing.length > 0) this.error(`app shell: no chunk of the words ${missing.join(', ')}`);
      shell = withStaticImports(bundle, [...seeds, ...words]);
    },
  };

  const keepShell: ManifestTransform = (entries) => {
    if (!shell) {
      // vite-plugin-pwa builds the worker even after the app's build failed: say where to look.
      throw new Error('app shell: no list of the app’s files (see the build’s first error above)');
    }
    const kept = shell;
    const manifest = entries.filter(
      (entry) => kept.has(entry.url) || SHELL_PUBLIC_FILES.includes(entry.url),
    );
    const bytes = manifest.reduce((total, entry) => total + entry.size, 0);
    // 1 kB = 1,000 bytes, as bench/landing.bench.ts counts. vite-plugin-pwa adds the web manifest.
    console.log(
      `app shell: ${manifest.length} files kept offline (and the web manifest), ${(bytes / 1000).toFixed(1)} kB before compression`,
    );
    return { manifest, warnings: [] };
  };

  return { plugin, keepShell };
}
