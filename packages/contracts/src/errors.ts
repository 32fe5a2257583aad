import { z } from 'zod';

/** Stable error codes: the web app maps these to screens, so never rename one. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  AUTH_UNAVAILABLE: 'AUTH_UNAVAILABLE',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  EMAIL_LINK_INVALID: 'EMAIL_LINK_INVALID',
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  SAME_PASSWORD: 'SAME_PASSWORD',
  CURRENT_PASSWORD_WRONG: 'CURRENT_PASSWORD_WRONG',
  CURRENT_PASSWORD_REQUIRED: 'CURRENT_PASSWORD_REQUIRED',
  NO_SUCH_USER: 'NO_SUCH_USER',
  INVITE_CODE_INVALID: 'INVITE_CODE_INVALID',
  PLAN_LIMIT_REACHED: 'PLAN_LIMIT_REACHED',
  /** The request does not fit the thing's current state (e.g. rejecting an approved person). */
  CONFLICT: 'CONFLICT',
  MAIL_UNAVAILABLE: 'MAIL_UNAVAILABLE',
  /** The billing provider did not answer, or answered with a fault; nothing was changed. */
  BILLING_UNAVAILABLE: 'BILLING_UNAVAILABLE',
  /** The card was declined or could not be charged. */
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  /** The owner already has the plan asked for. */
  ALREADY_ON_PLAN: 'ALREADY_ON_PLAN',
  /** A plan or payment change needs an active paid subscription. */
  NO_ACTIVE_SUBSCRIPTION: 'NO_ACTIVE_SUBSCRIPTION',
  /** A downgrade below the active centres must say which centres stay active. */
  CHOOSE_CENTRES_TO_KEEP: 'CHOOSE_CENTRES_TO_KEEP',
  /** The week is approved and locked: the owner unlocks it with a reason before any change. */
  WEEK_LOCKED: 'WEEK_LOCKED',
  /** The feature (exports, reports further back) is not in the owner's plan. */
  PLAN_UPGRADE_REQUIRED: 'PLAN_UPGRADE_REQUIRED',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ZErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** The request field the error is about (dotted path, e.g. personal_information.province). */
    field: z.string().optional(),
    /** The catalogue key of `message`: stable, so a screen can word it in its own language. */
    key: z.string().optional(),
    /** The values `message` was worded with (a field's words, a limit, a name). */
    params: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
