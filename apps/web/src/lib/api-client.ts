import { ErrorCode, t } from '@vh/contracts';
import { ApiError, ClientErrorCode } from './api-error.ts';
import { requestJson, type JsonRequest } from './http.ts';
import { readSession } from './session-renewal.ts';
import { authClient } from './supabase.ts';

export { ApiError, ClientErrorCode, isApiError } from './api-error.ts';

export type ApiRequest<T> = Omit<JsonRequest<T>, 'headers'> & {
  /** Send the current session's access token as X-JWT. */
  auth?: boolean;
};

/** A product API call; with `auth`, as the signed-in user. */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const { auth, ...rest } = request;
  return requestJson(
    path,
    auth ? { ...rest, headers: { 'X-JWT': await currentAccessToken() } } : rest,
  );
}

/** The header that makes a request the signed-in user's, for calls that answer a file, not JSON. */
export async function authHeaders(): Promise<Record<string, string>> {
  return { 'X-JWT': await currentAccessToken() };
}

async function currentAccessToken(): Promise<string> {
  // getSession refreshes an expired access token before handing it out.
  const { session, unreachable } = await readSession(await authClient());
  const token = session?.access_token;
  // Renewing it needs the auth service: out of reach, that is no answer rather than a refusal
  // (a page offline keeps its screen, session-renewal.ts; a punch waits in its queue).
  if (!token && unreachable) {
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, t('common.errors.unreachable'));
  }
  if (!token) throw new ApiError(401, ErrorCode.UNAUTHENTICATED, t('common.errors.notSignedIn'));
  return token;
}
