// The error type of every failed API call. Kept apart from the client (and its zod schemas) because
// code in the first page load checks for it, and zod is not needed there.

/** Every failed call, whatever went wrong: the server's { error: { code, message } }, or our own. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The request field the server named (e.g. personal_information.province), if any. */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }

  /**
   * The message as shown beside the field it is about. The server starts a field's message with
   * the field's request path ('personal_information.province: Choose one of …'), which means
   * nothing to the person at the form, so it is dropped here.
   */
  get fieldMessage(): string {
    const prefix = this.field === undefined ? undefined : `${this.field}: `;
    return prefix !== undefined && this.message.startsWith(prefix)
      ? this.message.slice(prefix.length)
      : this.message;
  }
}

/** Codes the client itself produces (status 0 when no HTTP answer arrived). */
export const ClientErrorCode = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  HTTP_ERROR: 'HTTP_ERROR',
} as const;

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
