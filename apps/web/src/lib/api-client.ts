import { ErrorCode, ZErrorResponse } from '@vh/contracts';
import type { z } from 'zod';
import { ApiError, ClientErrorCode } from './api-error.ts';
import { authClient } from './supabase.ts';

export { ApiError, ClientErrorCode, isApiError } from './api-error.ts';

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Send the current session's access token as X-JWT. */
  auth?: boolean;
  /** The contract's schema of the success body; it is validated, never trusted. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
};

export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  if (request.auth) headers.set('X-JWT', await currentAccessToken());

  let response: Response;
  try {
    response = await fetch(withQuery(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, 'The server could not be reached');
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);

  const parsed = request.schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      ClientErrorCode.INVALID_RESPONSE,
      `Unexpected response from ${path}`,
    );
  }
  return parsed.data;
}

async function currentAccessToken(): Promise<string> {
  // getSession refreshes an expired access token before handing it out.
  const { data } = await (await authClient()).auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ApiError(401, ErrorCode.UNAUTHENTICATED, 'Not signed in');
  return token;
}

function withQuery(path: string, query: ApiRequest<unknown>['query']): string {
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
  return new ApiError(status, ClientErrorCode.HTTP_ERROR, `Request failed with status ${status}`);
}
