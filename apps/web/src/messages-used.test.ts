import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@vh/contracts';
import { describe, expect, it } from 'vitest';

// Every message the contracts word (messages.ts: the toasts, the validation messages and every
// other catalogue in it, and plans.ts's planWords) has its place: some screen uses it. A message no
// screen uses is either a spec message the product forgot to show, or a leftover to delete.
// Messages only the server sends (in its answers or mails) count as used by the server's source,
// and the validation messages by the contracts' schemas that give them to the screens' forms.

const src = import.meta.dirname;
const repo = path.join(src, '../../..');

/** The source files (not tests) under `dir`, as text. */
function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|int\.test)\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The messages of `catalogues` that no text of `sources` names: `name.key` (or `name['key']`,
 * and deeper, `name.key.inner`) for a catalogue object, the bare name for a lone string or wording
 * function. Returns their dotted names.
 */
export function unusedMessages(catalogues: Record<string, unknown>, sources: string[]): string[] {
  // `[toasts.x]: …` keys a lookup table (notify.ts's auto-close times); it shows nothing.
  const text = sources.join('\n').replace(/\[\s*[\w$.]+\s*\]\s*:/g, '');
  const named = (pathTo: string[]) => {
    const pattern = pathTo
      .map((part, index) =>
        index === 0
          ? `\\b${escape(part)}`
          : `(?:\\.${escape(part)}\\b|\\[['"]${escape(part)}['"]\\])`,
      )
      .join('\\s*');
    return new RegExp(index0Guard(pattern)).test(text);
  };
  const unused: string[] = [];
  const visit = (value: unknown, pathTo: string[]) => {
    if (typeof value === 'string' || typeof value === 'function') {
      if (!named(pathTo)) unused.push(pathTo.join('.'));
      return;
    }
    if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, [...pathTo, key]);
    }
  };
  for (const [name, value] of Object.entries(catalogues)) visit(value, [name]);
  return unused;
}

/**
 * A catalogue's name must not be the tail of a longer identifier (`myToasts.x` is not `toasts.x`),
 * nor another object's property (`fake.toasts`).
 */
const index0Guard = (pattern: string) => `(?<![\\w$.])${pattern.replace(/^\\b/, '')}`;

/** The names messages.ts exports, read from its text so a new catalogue is checked too. */
function exportedNames(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^export const (\w+)/gm)].map((match) => match[1] ?? '');
}

const all = contracts as Record<string, unknown>;
const catalogues = Object.fromEntries(
  [...exportedNames(path.join(repo, 'packages/contracts/src/messages.ts')), 'planWords'].map(
    (name) => [name, all[name]],
  ),
);

describe('every message has its place', () => {
  it('names each message of the contracts in a screen (or, for answers and mails, the server)', () => {
    expect(Object.keys(catalogues)).toContain('toasts');
    expect(Object.keys(catalogues)).toContain('validation');
    const web = sourcesIn(src);
    const server = sourcesIn(path.join(repo, 'apps/server/src'));
    // The validation messages reach the screens through the contracts' schemas, which word them.
    const schemas = sourcesIn(path.join(repo, 'packages/contracts/src')).filter(
      (text) => !/^export const toasts = \{/m.test(text),
    );
    expect(unusedMessages(catalogues, [...web, ...server, ...schemas])).toEqual([]);
  });

  it('the check names a message nobody uses, and only that one', () => {
    const fake = {
      notes: { used: 'Used', alsoUsed: 'Also used', forgotten: 'Forgotten' },
      deep: { inner: { used: 'x', lost: 'y' } },
      lone: 'A lone message',
      wording: (n: number) => `${n} left`,
      never: 'Never named',
    };
    const sources = [
      "notify(notes.used); const y = notes['alsoUsed'];",
      'show(deep.inner.used, lone, wording(3)); myNever.x; fake.never;',
      'const times = { [deep.inner.lost]: 1000 };',
    ];
    expect(unusedMessages(fake, sources)).toEqual(['notes.forgotten', 'deep.inner.lost', 'never']);
  });
});
