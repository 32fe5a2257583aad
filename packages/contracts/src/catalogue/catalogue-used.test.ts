import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, isMessageKey } from '../i18n.ts';

// Every message of the catalogue has its place: some screen, answer, mail or PDF names its key. A
// key nobody names is a sentence the product forgot to show, or a leftover to delete; a key named
// in the code that the catalogue lacks would show as its key.

const repo = path.join(import.meta.dirname, '../../../..');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/contracts/src'];

/** The product's source files (not tests, not the catalogue itself), as text. */
function productSources(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !file.startsWith('catalogue') && !file.includes('testing/'))
      .map((file) => readFileSync(path.join(repo, dir, file), 'utf8')),
  );
}

const KEY_CHARS = String.raw`[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+`;

/**
 * The keys `sources` name: quoted keys ('ns.a.b'), and template keys (`ns.actions.${type}`), which
 * name every key that starts with their text before the first `${`.
 */
export function namedKeys(sources: string[]): { exact: Set<string>; prefixes: string[] } {
  const text = sources.join('\n');
  const exact = new Set(
    [...text.matchAll(new RegExp(String.raw`['"\`](${KEY_CHARS})['"\`]`, 'g'))].map((m) => m[1]!),
  );
  const prefixes = [...text.matchAll(/`([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*\.)\$\{/g)].map(
    (m) => m[1]!,
  );
  return { exact, prefixes };
}

/** The keys of `keys` that `sources` never name. */
export function unusedKeys(keys: string[], sources: string[]): string[] {
  const { exact, prefixes } = namedKeys(sources);
  return keys.filter(
    (key) => !exact.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)),
  );
}

describe('every message has its place', () => {
  it('names each key of the catalogue somewhere in the product', () => {
    const keys = Object.keys(i18n.messages);
    expect(keys.length).toBeGreaterThan(300);
    expect(unusedKeys(keys, productSources())).toEqual([]);
  });

  it('has every key the product reads by a key it writes out (translate(), isMessageKey())', () => {
    // t() is checked by the compiler; these take any string, so a key here could be a typo.
    const text = productSources().join('\n');
    const written = [
      ...text.matchAll(
        new RegExp(String.raw`(?:translate|isMessageKey)\(\s*['"](${KEY_CHARS})['"]`, 'g'),
      ),
    ].map((m) => m[1]!);
    expect(written.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('the check names a key nobody uses, and only that one', () => {
    const keys = ['notes.used', 'notes.forgotten', 'verdict.inside', 'verdict.outside', 'lone.one'];
    const sources = [
      "t('notes.used'); translate(`verdict.${kind}`, values);",
      'const x = "lone.one.more"; // a longer key is not this one',
    ];
    expect(unusedKeys(keys, sources)).toEqual(['notes.forgotten', 'lone.one']);
  });
});
