import { createClient } from '@supabase/supabase-js';
import { loadOrCreateAuthKeys } from '@vh/auth-server';
import type { TProfile, TRegisterRequest, TSession } from '@vh/contracts';
import type { TestServer } from './test-server.ts';

let counter = 0;

export function ownerInput(overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `owner_${tag}`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `owner.${tag}@example.com`,
    role: 'OWNER',
    password: 'correct horse battery',
    ...overrides,
  };
}

export async function api(
  server: TestServer,
  method: string,
  url: string,
  options: {
    body?: unknown;
    rawBody?: string;
    jwt?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  if (options.jwt) headers['x-jwt'] = options.jwt;
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (e.g. the SPA's HTML); keep the text.
  }
  return { status: response.status, body: parsed };
}

export async function seedOwner(
  server: TestServer,
  overrides: Partial<TRegisterRequest> = {},
): Promise<{ input: TRegisterRequest; profile: TProfile; session: TSession }> {
  const input = ownerInput(overrides);
  const created = await api(server, 'POST', '/api/users/', { body: input });
  if (created.status !== 201) throw new Error(`seedOwner: ${JSON.stringify(created.body)}`);
  const login = await api(server, 'POST', '/api/users/auth/login/', {
    body: { username: input.username, password: input.password, type: 'username' },
  });
  if (login.status !== 200) throw new Error(`seedOwner login: ${JSON.stringify(login.body)}`);
  return {
    input,
    profile: created.body as TProfile,
    session: (login.body as { session: TSession }).session,
  };
}

export function errorCode(body: unknown): string | undefined {
  return (body as { error?: { code?: string } } | undefined)?.error?.code;
}

export function errorMessage(body: unknown): string {
  return (body as { error?: { message?: string } } | undefined)?.error?.message ?? '';
}

export type Mail = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
};

/** Mail the server kept in its outbox for this address, newest first (read like /dev/mail does). */
export async function mailsTo(server: TestServer, to: string): Promise<Mail[]> {
  const res = await api(server, 'GET', '/dev/mail/api/messages');
  if (res.status !== 200) throw new Error(`mailbox: ${res.status}`);
  return (res.body as { messages: Mail[] }).messages.filter((m) => m.to === to.toLowerCase());
}

export async function latestLink(server: TestServer, to: string): Promise<URL> {
  const [mail] = await mailsTo(server, to);
  const link = mail?.links[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return new URL(link);
}

/** The newest email-change link mailed to this address. */
export async function emailChangeLinkTo(server: TestServer, to: string): Promise<string> {
  const [mail] = await mailsTo(server, to);
  const link = mail?.links.find((l) => l.includes('type=email_change'));
  if (!link) throw new Error(`no email-change link to ${to}`);
  return link;
}

/** Opens a mailed link as a browser would, without following the redirect; returns where it leads. */
export async function openMailedLink(server: TestServer, link: string): Promise<URL> {
  // Links name PUBLIC_URL; the test server listens on a port of its own.
  const url = new URL(link);
  const res = await fetch(`${server.baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
  return new URL(res.headers.get('location') ?? '', server.baseUrl);
}

/** An operator is marked in app_metadata, which only the service key can write (as an ops script would). */
export async function seedOperator(server: TestServer) {
  const owner = await seedOwner(server);
  const { serviceKey } = await loadOrCreateAuthKeys(server.dataDir);
  const admin = createClient(server.baseUrl, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await admin.auth.admin.updateUserById(owner.profile.uid, {
    app_metadata: { role: 'ADMIN' },
  });
  if (error) throw error;
  const login = await api(server, 'POST', '/api/users/auth/login/', {
    body: { username: owner.input.username, password: owner.input.password, type: 'username' },
  });
  return { ...owner, session: (login.body as { session: TSession }).session };
}

/** The same token with its last character changed: always different, whatever it ended with. */
export function withLastCharChanged(token: string): string {
  const last = token.at(-1);
  return `${token.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}
