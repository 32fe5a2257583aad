import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

// Real server processes (`node main.ts`), as a deployment runs them: for tests of several servers
// on one database, of kills and restarts.

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything it printed, in order. */
  output: string[];
  /** Settles with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

/** Starts `node main.ts` with `env` on `port`, without waiting for it to come up. */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, url: `http://127.0.0.1:${port}`, output, exited };
}

/** Waits until the server answers its health check; kills it and throws when it does not. */
export async function untilHealthy(server: ServerProcess, withinMs = 90_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (health?.ok) return;
    await sleep(200);
  }
  server.child.kill('SIGKILL');
  throw new Error(`server at ${server.url} did not start:\n${server.output.join('')}`);
}

export async function launch(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const server = spawnServer(env, port);
  await untilHealthy(server);
  return server;
}

/** SIGTERM, as a deploy stops a server, and waits for it to exit. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}
