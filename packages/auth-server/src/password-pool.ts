import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { serverLimits } from '@vh/contracts';
import type { PasswordTask } from './password-worker.ts';

// argon2 is most of a sign-in's CPU. On libuv's pool it competes on equal terms with the event
// loop, which then answers every other request late during a sign-in flood (profile reads: p50
// 15 ms instead of 4). One thread per core at a lower priority hashes as fast when the machine is
// free and yields to everything else when it is not. Threads start on demand and exit when idle.
let pool: Piscina<PasswordTask, string | boolean> | undefined;

/** Runs one hash or verification on a hashing thread. */
export function runPasswordTask(task: PasswordTask): Promise<string | boolean> {
  pool ??= new Piscina({
    filename: new URL('./password-worker.ts', import.meta.url).href,
    maxThreads: availableParallelism(),
    minThreads: 0,
    idleTimeout: serverLimits.passwordHashIdleMs,
    workerData: { nice: serverLimits.passwordHashNice },
  });
  return pool.run(task);
}
