import { ErrorCode, type TErrorCode } from '@vh/contracts';

const STATUS: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  PAYLOAD_TOO_LARGE: 400,
  PASSWORD_TOO_SHORT: 422,
  PASSWORD_TOO_LONG: 422,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  ACCOUNT_DISABLED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  AUTH_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  EMAIL_LINK_INVALID: 400,
  CURRENT_PASSWORD_WRONG: 400,
  CURRENT_PASSWORD_REQUIRED: 400,
  RESET_LINK_INVALID: 408,
  SAME_PASSWORD: 409,
  NO_SUCH_USER: 404,
  INVITE_CODE_INVALID: 404,
  PLAN_LIMIT_REACHED: 409,
  CONFLICT: 409,
  MAIL_UNAVAILABLE: 503,
  BILLING_UNAVAILABLE: 503,
  PAYMENT_FAILED: 402,
  ALREADY_ON_PLAN: 409,
  NO_ACTIVE_SUBSCRIPTION: 409,
  CHOOSE_CENTRES_TO_KEEP: 409,
  WEEK_LOCKED: 409,
  PLAN_UPGRADE_REQUIRED: 403,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  /** The request field at fault, so a form can show the message beside it. */
  readonly field: string | undefined;

  constructor(code: TErrorCode, message: string, options?: { cause?: unknown; field?: string }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.field = options?.field;
  }
}

export const notFound = (message = 'Not found') => new AppError(ErrorCode.NOT_FOUND, message);

/** A value that passed the schema but not a rule involving stored data; named like schema errors. */
export const invalidField = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION_FAILED, `${field}: ${message}`, { field });
