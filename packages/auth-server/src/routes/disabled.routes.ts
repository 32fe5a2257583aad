import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../context.ts';
import { AuthApiError, validationFailed } from '../errors.ts';
import { authenticateUser } from '../request-auth.ts';
import { assertValidEmail, isUuid, normalizeEmail, parseInput } from '../validation.ts';
import { ZEmailInput, ZShortText } from './shapes.ts';

// Sign-up, passwordless sign-in and MFA are not offered: accounts are made by the product through
// the admin API. A real project configured the same way (DISABLE_SIGNUP, magic links and phone
// off, no MFA factor type enabled) answers these routes with its errors, not a 404, and callers
// branch on those codes; so these routes give GoTrue's answers, checked in GoTrue's order.

// Not strict: supabase-js also sends data, options and gotrue_meta_security.
const ZOtpBody = z.object({
  email: ZEmailInput.optional(),
  phone: ZShortText.optional(),
  channel: ZShortText.optional(),
  // GoTrue's default when the field is absent.
  create_user: z.boolean().default(true),
});

const ZEnrollBody = z.object({ factor_type: ZShortText.optional() });
const ZFactorParams = z.object({ id: ZShortText });

// GoTrue strips one leading '+' and the spaces, then wants E.164 digits.
const E164 = /^[1-9][0-9]{1,14}$/;

export function registerDisabledRoutes(app: FastifyInstance, ctx: AuthContext): void {
  // GoTrue refuses before reading the body.
  app.post('/signup', () => {
    throw new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance');
  });

  app.post('/otp', (request) => {
    const {
      email = '',
      phone = '',
      channel = '',
      ...body
    } = parseInput(ZOtpBody, request.body ?? {});
    if (email !== '' && phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided');
    }
    if (email !== '' && channel !== '') {
      throw validationFailed('Channel should only be specified with Phone OTP');
    }
    if (email !== '') {
      assertValidEmail(normalizeEmail(email));
      // GoTrue first answers otp_disabled when create_user is false and no account has the
      // address; we skip that lookup so this route cannot be asked which addresses have accounts.
      throw new AuthApiError(422, 'email_provider_disabled', 'Login with magic link is disabled');
    }
    if (phone === '') throw validationFailed('One of email or phone must be set');
    if (!body.create_user) {
      if (!E164.test(phone.replace(/^\+/, '').replaceAll(' ', ''))) {
        throw validationFailed('Invalid phone number format (E.164 required)');
      }
      // No account has a phone number, so GoTrue's lookup would never find one.
      throw new AuthApiError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    throw new AuthApiError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  });

  // GoTrue authenticates every /factors call before looking at it.
  app.post('/factors', async (request) => {
    await authenticateUser(ctx, request);
    const { factor_type: factorType } = parseInput(ZEnrollBody, request.body ?? {});
    const disabled = ENROLL_DISABLED[factorType ?? ''];
    if (!disabled) throw validationFailed('factor_type needs to be totp, phone, or webauthn');
    throw new AuthApiError(422, disabled.code, disabled.message);
  });

  // With no factor ever enrolled, every factor id is unknown.
  const factorNotFound = (request: { params: unknown }): never => {
    const { id } = parseInput(ZFactorParams, request.params);
    if (!isUuid(id)) throw new AuthApiError(404, 'validation_failed', 'factor_id must be an UUID');
    throw new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found');
  };
  for (const path of ['/factors/:id/challenge', '/factors/:id/verify']) {
    app.post(path, async (request) => {
      await authenticateUser(ctx, request);
      return factorNotFound(request);
    });
  }
  app.delete('/factors/:id', async (request) => {
    await authenticateUser(ctx, request);
    return factorNotFound(request);
  });
}

const ENROLL_DISABLED: Record<string, { code: EnrollDisabledCode; message: string } | undefined> = {
  totp: { code: 'mfa_totp_enroll_not_enabled', message: 'MFA enroll is disabled for TOTP' },
  phone: { code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' },
  webauthn: {
    code: 'mfa_webauthn_enroll_not_enabled',
    message: 'MFA enroll is disabled for WebAuthn',
  },
};
type EnrollDisabledCode =
  | 'mfa_totp_enroll_not_enabled'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled';
