import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLimits } from '@vh/contracts';
import { setPasswordHashingForTests } from '../src/password-cost.ts';
import { hashPassword, verifyPassword } from '../src/passwords.ts';

/** A thread's nice value from its Linux stat file (field 19). */
async function niceOf(statPath: string): Promise<number | undefined> {
  const stat = await readFile(statPath, 'utf8').catch(() => '');
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const nice = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16];
  return nice === undefined ? undefined : Number(nice);
}

async function niceOfEveryThread(): Promise<(number | undefined)[]> {
  const threads = await readdir('/proc/self/task');
  return Promise.all(threads.map((tid) => niceOf(`/proc/self/task/${tid}/stat`)));
}

describe('password hashing threads', () => {
  // The other suites hash at a test-only cost (test/quick-passwords.ts); this one checks the real one.
  beforeAll(() => setPasswordHashingForTests('standard'));
  afterAll(() => setPasswordHashingForTests('quick'));

  it('hash and verify as argon2id with the library defaults', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const dummy = await hashPassword('something else entirely');
    expect(await verifyPassword(hash, 'correct horse battery', dummy)).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse battery', dummy)).toBe(false);
    // No stored hash: verified against the dummy, and never a match even with its password.
    expect(await verifyPassword(null, 'something else entirely', dummy)).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'run at a lower priority than the event loop, which keeps its own',
    async () => {
      await hashPassword('start a hashing thread');
      expect(await niceOfEveryThread()).toContain(serverLimits.passwordHashNice);
      expect(await niceOf('/proc/thread-self/stat')).toBe(0);
    },
  );
});
