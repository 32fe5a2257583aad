import type { FastifyReply, FastifyRequest } from 'fastify';

// The subset of GoTrue's error codes this service can answer with (internal/api/apierrors).
export type AuthErrorCode =
  | 'bad_jwt'
  | 'conflict'
  | 'current_password_invalid'
  | 'current_password_required'
  | 'email_exists'
  | 'email_provider_disabled'
  | 'email_not_confirmed'
  | 'invalid_credentials'
  | 'mfa_factor_not_found'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_totp_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'no_authorization'
  | 'not_admin'
  | 'not_found'
  | 'otp_disabled'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'over_request_rate_limit'
  | 'phone_provider_disabled'
  | 'refresh_token_already_used'
  | 'refresh_token_not_found'
  | 'request_timeout'
  | 'same_password'
  | 'session_not_found'
  | 'signup_disabled'
  | 'unexpected_failure'
  | 'user_banned'
  | 'user_not_found'
  | 'validation_failed'
  | 'weak_password';

export class AuthApiError extends Error {
  readonly status: number;
  readonly code: AuthErrorCode;
  // Extra top-level fields GoTrue adds to some errors (weak_password.reasons).
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    status: number,
    code: AuthErrorCode,
    message: string,
    extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AuthApiError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (code: AuthErrorCode, message: string) =>
  new AuthApiError(400, code, message);
export const forbidden = (code: AuthErrorCode, message: string) =>
  new AuthApiError(403, code, message);
export const validationFailed = (message: string) =>
  new AuthApiError(400, 'validation_failed', message);
export const userNotFound = () => new AuthApiError(404, 'user_not_found', 'User not found');
export const emailExists = () =>
  new AuthApiError(
    422,
    'email_exists',
    'A user with this email address has already been registered',
  );

// Raised by the API-key gate, which answers like Supabase's gateway rather than like GoTrue.
export class ApiKeyError extends Error {
  readonly hint: string;
  constructor(message: string, hint: string) {
    super(message);
    this.name = 'ApiKeyError';
    this.hint = hint;
  }
}

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

// GoTrue picks the closest known version not after the requested date; only one exists after
// the initial (unnamed) one, so any valid date on or after it selects the 2024 error shape.
function wantsVersion2024(request: FastifyRequest): boolean {
  const raw = request.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const requested = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(requested) && requested >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthApiError) {
  void reply.header('x-sb-error-code', error.code);
  if (wantsVersion2024(request)) {
    void reply.header('X-Supabase-Api-Version', API_VERSION_2024);
    return reply
      .code(error.status)
      .send({ ...error.extra, code: error.code, message: error.message });
  }
  return reply
    .code(error.status)
    .send({ ...error.extra, code: error.status, error_code: error.code, msg: error.message });
}
