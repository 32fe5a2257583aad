import { ZErrorResponse, t } from '@vh/contracts';
import { ApiError, authHeaders, ClientErrorCode } from '../../../lib/api-client.ts';
import { reportingFetch } from '../../../lib/http.ts';

/**
 * A punch's printable receipt (one page, with a QR code carrying the signed receipt). Fetched with
 * the session's token, which a plain link could not carry, then saved from memory.
 */
export async function fetchReceiptPdf(punchId: string): Promise<Blob> {
  let response: Response;
  try {
    response = await reportingFetch(
      `/api/timeclock/punches/${encodeURIComponent(punchId)}/receipt.pdf`,
      { headers: await authHeaders() },
    );
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK_ERROR, t('common.errors.unreachable'));
  }
  if (!response.ok) {
    const parsed = ZErrorResponse.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      throw new ApiError(response.status, code, message, field);
    }
    throw new ApiError(response.status, ClientErrorCode.HTTP_ERROR, '');
  }
  return response.blob();
}
