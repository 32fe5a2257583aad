import { t, ZErrorResponse } from '@vh/contracts';
import type { z } from 'zod';
import { ApiError, ClientErrorCode } from './api-error.ts';
import { reportReach } from './connection.ts';

// One JSON request to the product API and its one error shape, with nothing about sessions: the
// public config (which the auth client needs) is fetched through here, so this module must never
// depend on the auth client. api-client.ts adds the session's token on top.

export type JsonRequest<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  /**
   * A body already written as JSON, sent exactly as given instead of `body`: a punch kept on the
   * phone is resent byte for byte, so the server's idempotency check sees the same request.
   */
  json?: string;
  headers?: Record<string, string>;
  /** The contract's schema of the success body; it is validated, never trusted. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
};

/**
 * Bad gateway, service unavailable, gateway timeout: a proxy's or load balancer's answer for a
 * server behind it that is down or still starting. A 4xx or a 500 is the server answering.
 */
const GATEWAY_DOWN = new Set([502, 503, 504]);

/**
 * fetch, telling connection.ts whether the server was reached (requestJson goes through here;
 * so do callers that need the raw Response: the auth client, file downloads).
 */
export async function reportingFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (cause) {
    if (!(cause instanceof DOMException && cause.name === 'AbortError')) reportReach(false);
    throw cause;
  }
  reportReach(!GATEWAY_DOWN.has(response.status));
  return response;
}

export async function requestJson<T>(path: string, request: JsonRequest<T>): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', ...request.headers });
  const body =
    request.json ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await reportingFetch(withQuery(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, t('common.errors.unreachable'));
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);

  const parsed = request.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      ClientErrorCode.INVALID_RESPONSE,
      t('common.errors.unexpectedResponse', { path }),
    );
  }
  return parsed.data;
}

function withQuery(path: string, query: JsonRequest<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const parsed = ZErrorResponse.safeParse(payload);
  if (parsed.success) {
    const { code, message, field } = parsed.data.error;
    return new ApiError(status, code, message, field);
  }
  return new ApiError(
    status,
    ClientErrorCode.HTTP_ERROR,
    t('common.errors.requestFailed', { status }),
  );
}
