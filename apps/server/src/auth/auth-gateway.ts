import { createClient, isAuthError, type SupabaseClient } from '@supabase/supabase-js';
import { ErrorCode, type TSession } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';

export type NewAuthUser = {
  email: string;
  password: string;
  /** Shown to the browser; never trusted for authorisation (any user can rewrite it). */
  userMetadata: Record<string, unknown>;
};

/** The product's only door to the auth service: its public HTTP API, through supabase-js. */
export type AuthGateway = {
  createUser(user: NewAuthUser): Promise<{ id: string }>;
  deleteUser(id: string): Promise<void>;
  signInWithPassword(email: string, password: string): Promise<TSession>;
  signOut(accessToken: string): Promise<void>;
};

export type AuthGatewayOptions = {
  /** Resolved on use: the embedded service's address is known only once the server listens. */
  url: () => string;
  anonKey: string;
  serviceKey: string;
};

const serverSideAuth = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const;

function unavailable(cause: unknown): AppError {
  return new AppError(
    ErrorCode.AUTH_UNAVAILABLE,
    'The sign-in service is not reachable right now. Please try again in a moment.',
    { cause },
  );
}

export function createAuthGateway(options: AuthGatewayOptions): AuthGateway {
  let admin: SupabaseClient | undefined;
  const adminClient = () =>
    (admin ??= createClient(options.url(), options.serviceKey, serverSideAuth));

  return {
    async createUser(user) {
      const { data, error } = await adminClient().auth.admin.createUser({
        email: user.email,
        password: user.password,
        email_confirm: false,
        user_metadata: user.userMetadata,
      });
      if (error) {
        if (error.code === 'email_exists' || error.code === 'user_already_exists') {
          throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
        }
        if (error.code === 'weak_password') {
          throw new AppError(ErrorCode.PASSWORD_TOO_SHORT, error.message);
        }
        throw unavailable(error);
      }
      return { id: data.user.id };
    },

    async deleteUser(id) {
      const { error } = await adminClient().auth.admin.deleteUser(id);
      if (error && error.code !== 'user_not_found') throw unavailable(error);
    },

    async signInWithPassword(email, password) {
      // A client per sign-in: supabase-js keeps the session it receives, and users must not share one.
      const client = createClient(options.url(), options.anonKey, serverSideAuth);
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) {
        if (error.code === 'invalid_credentials' || error.code === 'email_not_confirmed') {
          throw new AppError(
            ErrorCode.INVALID_CREDENTIALS,
            'The username, email or password is wrong',
          );
        }
        if (error.code === 'user_banned') {
          throw new AppError(ErrorCode.ACCOUNT_DISABLED, 'This account has been disabled');
        }
        if (error.code === 'over_request_rate_limit') {
          throw new AppError(
            ErrorCode.RATE_LIMITED,
            'Too many sign-in attempts. Please wait a minute.',
          );
        }
        throw unavailable(error);
      }
      const { session } = data;
      return {
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        expires_in: session.expires_in,
        expires_at: session.expires_at,
        user: { ...session.user },
      };
    },

    async signOut(accessToken) {
      const { error } = await adminClient().auth.admin.signOut(accessToken, 'local');
      if (error && !(isAuthError(error) && [401, 403, 404].includes(error.status ?? 0))) {
        throw unavailable(error);
      }
    },
  };
}
