import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const mode = async (file: string) => (await stat(file)).mode & 0o777;

// Keys and the embedded database are readable by the service's own account only.
it.runIf(process.env.TEST_DB !== 'postgres')(
  'makes DATA_DIR 0700 and every file in it 0600, also files an older version left open',
  async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'vh-data-'));
    const dataDir = path.join(root, 'data');
    try {
      const first = await buildApp(
        loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }),
        { logger: false },
      );
      await first.close();
      const leftOpen = path.join(dataDir, 'left-open.txt');
      await writeFile(leftOpen, 'x', { mode: 0o644 });
      const second = await buildApp(
        loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }),
        { logger: false },
      );
      try {
        expect(await mode(dataDir)).toBe(0o700);
        expect(await mode(leftOpen)).toBe(0o600);
        const entries = await readdir(dataDir, { withFileTypes: true, recursive: true });
        expect(entries.length).toBeGreaterThan(3);
        for (const entry of entries) {
          const full = path.join(entry.parentPath, entry.name);
          expect([full, await mode(full)]).toEqual([full, entry.isDirectory() ? 0o700 : 0o600]);
        }
      } finally {
        await second.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
);
