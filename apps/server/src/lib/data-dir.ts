import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds the signing keys and the embedded database: readable by this account only. Made
 * 0700 and every file in it 0600, including files an older version left with looser modes.
 * (main.ts also sets the umask, so files created later are born private.)
 */
export async function secureDataDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries.map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      if (entry.isDirectory()) return chmod(full, 0o700);
      if (entry.isFile()) return chmod(full, 0o600);
      return Promise.resolve();
    }),
  );
}
