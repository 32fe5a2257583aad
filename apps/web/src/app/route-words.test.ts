import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES, type Namespace } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { SHARED_WORDS } from '../lib/words.ts';
import { ROUTE_WORDS } from './route-words.ts';

// A screen whose words were not loaded shows their keys. Each route's loader loads the namespaces
// of route-words.ts; this walks the modules each route's screen imports (its own, the web app's and
// the contracts' it calls) and checks that every namespace they read is loaded for it.

const src = path.join(import.meta.dirname, '..');
const contractsSrc = path.join(src, '../../../packages/contracts/src');
const known = new Set<string>(NAMESPACES);

/** The namespaces a source text names keys of: t('ns.…'), `ns.${…}`, says('ns.…'). */
function namespacesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/['"`]([A-Za-z]+)\.[A-Za-z0-9_$.{}-]*['"`]/g)) {
    if (known.has(match[1]!)) found.add(match[1]!);
  }
  return found;
}

const read = (file: string) => readFileSync(file, 'utf8');

/** Which contracts file exports each name, so a screen calling it counts that file's words. */
const contractsExports = new Map<string, string>();
for (const line of read(path.join(contractsSrc, 'index.ts')).split('\n')) {
  const from = /from '\.\/(.+)'/.exec(line)?.[1];
  if (!from) continue;
  const file = path.join(contractsSrc, from);
  for (const match of read(file).matchAll(/^export (?:const|function|async function) (\w+)/gm)) {
    contractsExports.set(match[1]!, file);
  }
}

/** The namespaces a module and everything it imports (statically or lazily) read. */
function wordsReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const words = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = read(file);
    for (const name of namespacesIn(text)) words.add(name);
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.[^']+\.tsx?)'/g)) {
      visit(path.resolve(path.dirname(file), match[1]!));
    }
    for (const match of text.matchAll(/import \{([^}]+)\} from '@vh\/contracts'/g)) {
      for (const name of match[1]!.split(',').map((part) => part.trim().split(' ')[0]!)) {
        const file = contractsExports.get(name);
        if (file && !file.endsWith('i18n.ts'))
          for (const n of namespacesIn(read(file))) words.add(n);
      }
    }
  };
  visit(entry);
  return words;
}

/** Each route of router.tsx: the namespaces it loads and the modules its screen is in. */
function routes(): { words: string; modules: string[] }[] {
  const text = read(path.join(src, 'app/router.tsx'));
  const parts = text.split(/\.\.\.withWords\(ROUTE_WORDS\.(\w+)\)/);
  const found: { words: string; modules: string[] }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const body = parts[i + 1]!.split(/\bpath: '/)[0]!;
    const modules = [...body.matchAll(/import\('(\.[^']+)'\)/g)].map((m) =>
      path.resolve(src, 'app', m[1]!),
    );
    found.push({ words: parts[i]!, modules });
  }
  return found;
}

describe('route words', () => {
  const table = routes();

  it('finds the routes of router.tsx and the modules of their screens', () => {
    expect(table.length).toBeGreaterThan(12);
    expect(table.find((route) => route.words === 'landing')?.modules).toEqual([]);
  });

  it.each(table.map((route) => [route.words, route] as const))(
    'the %s route loads every namespace its screen reads',
    (_name, route) => {
      const modules =
        route.words === 'landing'
          ? [path.join(src, 'features/landing/components/landing-page.tsx')]
          : route.modules;
      const loaded = new Set<string>([
        ...SHARED_WORDS,
        ...(ROUTE_WORDS as Record<string, readonly Namespace[]>)[route.words]!,
      ]);
      const read = new Set(modules.flatMap((module) => [...wordsReachedFrom(module)]));
      // The toasts' words come with the code that shows a toast on the landing page.
      if (route.words === 'landing') read.delete('toasts');
      expect([...read].filter((name) => !loaded.has(name)).sort()).toEqual([]);
    },
  );
});
