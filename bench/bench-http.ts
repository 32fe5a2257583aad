// HTTP helpers of the benches that build the real server in-process and call it over fetch.

/** Every bench account's password: sign-up and sign-in must agree on it. */
export const password = 'benchmark password';

/** `body` is the parsed JSON, or null when the answer is not JSON (a CSV file); `text` is raw. */
export type Answer = { status: number; body: unknown; text: string; ms: number };

export async function call(
  base: string,
  method: string,
  url: string,
  options: { jwt?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.jwt) headers['x-jwt'] = options.jwt;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const send = () =>
    fetch(`${base}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  const started = performance.now();
  // Once more when a kept-alive socket was closed under us: PGlite seeding holds the event loop
  // for seconds, so the server's keep-alive timer and our next request can cross.
  const res = await send().catch(() => send());
  const text = await res.text();
  const ms = performance.now() - started;
  return { status: res.status, body: jsonOf(text), text, ms };
}

function jsonOf(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

export async function must(
  base: string,
  method: string,
  url: string,
  options: { jwt?: string; body?: unknown } = {},
): Promise<unknown> {
  const res = await call(base, method, url, options);
  if (res.status >= 300)
    throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function signIn(
  base: string,
  username: string,
): Promise<{ uid: string; jwt: string }> {
  const { session } = (await must(base, 'POST', '/api/users/auth/login/', {
    body: { username, password, type: 'username' },
  })) as { session: { access_token: string; user: { id: string } } };
  return { uid: session.user.id, jwt: session.access_token };
}

/** Nearest rank; 0 for no values. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
