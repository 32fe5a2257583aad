import { ZErrorResponse, t } from '@vh/contracts';
import { ApiError, authHeaders, ClientErrorCode } from './api-client.ts';
import { reportingFetch } from './http.ts';

// Files the API answers (exports, payroll files). They are fetched with the session's token (a
// plain link could not carry it) and saved from memory under the name the server gives.

/**
 * The file name a Content-Disposition gives: the UTF-8 name (RFC 6266 filename*) where sent, as
 * it keeps accents the plain fallback drops; else the plain name.
 */
export function dispositionFileName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = disposition.match(/filename\*\s*=\s*UTF-8''([^;\s]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name below is still good.
    }
  }
  const plain = disposition.match(/filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || undefined;
}

/**
 * GETs a file as the signed-in user. Fails with the API's error (PLAN_UPGRADE_REQUIRED, a 409
 * naming people…) so the screen can show the server's words.
 */
export async function fetchFile(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  // Outside the try: no session is the API's 401, not a lost connection.
  const headers = await authHeaders();
  let response: Response;
  try {
    response = await reportingFetch(path, { headers });
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, t('common.errors.unreachable'));
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = ZErrorResponse.safeParse(body);
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      throw new ApiError(response.status, code, message, field);
    }
    throw new ApiError(response.status, ClientErrorCode.HTTP_ERROR, '');
  }
  const fileName = dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
