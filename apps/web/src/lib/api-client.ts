import { ErrorCode, t } from '@vh/contracts';
import { ApiError } from './api-error.ts';
import { requestJson, type JsonRequest } from './http.ts';
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
  const { data } = await (await authClient()).auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ApiError(401, ErrorCode.UNAUTHENTICATED, t('common.errors.notSignedIn'));
  return token;
}
