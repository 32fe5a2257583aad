import net from 'node:net';
import type { TestServer } from '../testing/test-server.ts';

/**
 * Sends bytes exactly as given and reads the answer: for requests no well-behaved client (fetch)
 * will send, such as broken encodings, huge headers or a body that contradicts its length.
 */
export async function rawRequest(
  server: TestServer,
  request: string | Buffer,
): Promise<{ status: number; body: unknown }> {
  const { port } = new URL(server.baseUrl);
  const response = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close first on a request it refuses, while we are still writing.
    socket.on('error', (error) =>
      chunks.length > 0 ? resolve(Buffer.concat(chunks).toString()) : reject(error),
    );
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.end(request);
  });
  const [head = '', ...rest] = response.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const text = rest.join('\r\n\r\n');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(/chunked/i.test(head) ? dechunk(text) : text) : undefined;
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status, body };
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}
