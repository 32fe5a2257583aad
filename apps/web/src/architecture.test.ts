import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The import rules of src/ that keep its layers apart (see README): lib/ has no import cycle (its
// modules are what everything else stands on), testing/ never reaches into app/, and test kits
// live in testing/, not in production folders.

const src = import.meta.dirname;

const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .map((file) => file.split(path.sep).join('/'));

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The files under src/ that `file` imports (statically or dynamically), as src-relative paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(src, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2] ?? '')),
  );
}

/** Every cycle among `nodes`, each as the list of files around it. */
export function cyclesIn(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('src/ import rules', () => {
  it('lib/ has no import cycle', () => {
    const lib = files.filter((file) => file.startsWith('lib/') && !file.includes('.test.'));
    const graph = new Map(lib.map((file) => [file, importsOf(file)]));
    expect(cyclesIn(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cyclesIn(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('testing/ and lib/ never import app/ or features/', () => {
    const offending = files
      .filter((file) => file.startsWith('testing/') || file.startsWith('lib/'))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith('app/') || target.startsWith('features/'))
          .map((target) => `${file} → ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it('test kits live in testing/, not beside production code', () => {
    const production = files.filter(
      (file) => !file.startsWith('testing/') && !/\.test\.tsx?$/.test(file),
    );
    const kits = production.filter((file) => {
      const text = readFileSync(path.join(src, file), 'utf8');
      return /test-kit|@testing-library\/|from 'vitest'/.test(file + text);
    });
    expect(kits).toEqual([]);
  });
});
