import {
  ErrorCode,
  translate,
  type MessageKey,
  type MessageValues,
  type TErrorCode,
} from '@vh/contracts';

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

type Values<K extends MessageKey> = MessageValues[K];

/** Where the error points (a request field) and what caused it, beside the message's values. */
type Extra = { cause?: unknown; field?: string };
type Options<K extends MessageKey> =
  Values<K> extends undefined ? [options?: Extra] : [options: Extra & { values: Values<K> }];

/**
 * The one error type services throw. It names its sentence by catalogue key; the error handler
 * sends `{ error: { code, message, key, params, field } }`: the English sentence, and the key and
 * values a screen can word in its own language.
 */
export class AppError<K extends MessageKey = MessageKey> extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  /** The request field at fault, so a form can show the message beside it. */
  readonly field: string | undefined;
  readonly key: K;
  readonly params: Record<string, unknown> | undefined;

  constructor(code: TErrorCode, key: K, ...[options]: Options<K>) {
    const values =
      options && 'values' in options ? (options.values as Record<string, unknown>) : undefined;
    super(
      translate(key, values),
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.field = options?.field;
    this.key = key;
    this.params = values;
  }
}

export const notFound = <K extends MessageKey = 'errors.notFound'>(
  key: K = 'errors.notFound' as K,
  ...options: Options<K>
) => new AppError(ErrorCode.NOT_FOUND, key, ...options);

/** A value that passed the schema but not a rule involving stored data; named like schema errors. */
export const invalidField = <K extends MessageKey>(field: string, key: K, ...options: Options<K>) =>
  new AppError(
    ErrorCode.VALIDATION_FAILED,
    key,
    ...([{ ...options[0], field }] as unknown as Options<K>),
  );
