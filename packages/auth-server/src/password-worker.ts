// Runs in the password hashing threads (see passwords.ts): plain Node, no framework, so a thread
// starts in milliseconds and holds only what hashing needs.
import { setPriority } from 'node:os';
import { hashSync, verifySync, type Options } from '@node-rs/argon2';
import { workerData } from 'piscina';

// On Linux a thread's nice value is its own, so this lowers the hashing thread only.
try {
  setPriority((workerData as { nice: number }).nice);
} catch {
  // Not permitted where the process may not change priorities: it hashes at normal priority.
}

export type PasswordTask =
  | { op: 'hash'; password: string; options: Options }
  | { op: 'verify'; hash: string; password: string };

export default function run(task: PasswordTask): string | boolean {
  return task.op === 'hash'
    ? hashSync(task.password, task.options)
    : verifySync(task.hash, task.password);
}
