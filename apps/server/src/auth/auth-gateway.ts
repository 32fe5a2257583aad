import {
  createClient,
  isAuthApiError,
  isAuthError,
  isAuthSessionMissingError,
  type AuthError,
  type Session,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { ErrorCode, serverLimits, type TSession } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';
import { withDeadline } from '../lib/deadline-fetch.ts';

export type NewAuthUser = {
  email: string;
  password: string;
  /** Shown to the browser; never trusted for authorisation (any user can rewrite it). */
  userMetadata: Record<string, unknown>;
};

/** A session opened by a link token, able to set a new password without the old one. */
export type LinkSession = {
  userId: string;
  setPassword(password: string): Promise<void>;
};

type LinkType = 'recovery' | 'magiclink';

/** The product's only door to the auth service: its public HTTP API, through supabase-js. */
export type AuthGateway = {
  createUser(user: NewAuthUser): Promise<{ id: string }>;
  deleteUser(id: string): Promise<void>;
  signInWithPassword(email: string, password: string): Promise<TSession>;
  signOut(accessToken: string, scope?: 'local' | 'global'): Promise<void>;
  /** A one-time link token (recovery or email confirmation) for an existing user. */
  generateLinkToken(type: LinkType, email: string): Promise<string>;
  /** Redeems a link token and hands its session to `use`; that session is always ended after. */
  redeemLinkToken<T>(
    type: LinkType,
    tokenHash: string,
    use: (session: LinkSession) => Promise<T>,
  ): Promise<T>;
  /** Signs in with the current password and changes it; every other session ends. */
  changePassword(email: string, currentPassword: string, newPassword: string): Promise<TSession>;
  /** `banned: false` only lifts the bans of earlier versions; disabling no longer bans. */
  updateUser(id: string, attributes: { email?: string; banned?: false }): Promise<void>;
  updateUserMetadata(id: string, metadata: Record<string, unknown>): Promise<void>;
  /**
   * Starts a secure email change for the user who knows `currentPassword`: the auth service mails
   * a link to the current and to the new address, and changes the email once both are opened.
   */
  startEmailChange(change: {
    email: string;
    currentPassword: string;
    newEmail: string;
    redirectTo: string;
  }): Promise<void>;
  /**
   * The same secure change started by someone else (an employer correcting a staff member's
   * address): the auth service records it and hands over the two links, for the current and the
   * new address, which the product mails; nothing changes until both are opened.
   */
  proposeEmailChange(change: {
    email: string;
    newEmail: string;
    redirectTo: string;
  }): Promise<{ currentLink: string; newLink: string }>;
  /**
   * Whether the auth service still honours the session of this access token (GET /user): 'ended'
   * once it was signed out there, its password changed or its user deleted. Throws
   * AUTH_UNAVAILABLE when the auth service does not answer within our deadline.
   */
  confirmSession(accessToken: string): Promise<'live' | 'ended'>;
  /** Auth users, a page at a time (for the start-up sweep of interrupted sign-ups). */
  listUsers(page: number, perPage: number): Promise<AuthUserSummary[]>;
};

export type AuthUserSummary = {
  id: string;
  email: string | undefined;
  createdAt: Date;
  userMetadata: Record<string, unknown>;
  /** Set while the auth service bans the user (only earlier versions of the product banned). */
  bannedUntil: Date | undefined;
};

export type AuthGatewayOptions = {
  /** The auth service's base URL (the embedded one is reached through `fetch` without a socket). */
  url: string;
  serviceKey: string;
  /** How supabase-js reaches it: the global fetch for a real Supabase project. */
  fetch?: typeof fetch;
  /** Our own deadline for each call (defaults from the constants module). */
  requestTimeoutMs?: number;
  /** A shorter one for confirming a session, which a request waits for. */
  confirmTimeoutMs?: number;
};

const serverSideAuth = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
} as const;

function unavailable(cause: unknown): AppError {
  return new AppError(ErrorCode.AUTH_UNAVAILABLE, 'errors.auth.unavailable', { cause });
}

function passwordRefused(error: AuthError): AppError {
  if (error.code === 'same_password') {
    return new AppError(ErrorCode.SAME_PASSWORD, 'errors.auth.samePassword');
  }
  if (error.code === 'weak_password') {
    // The auth service words its own minimum ('…at least 8 characters.'); only its figure is kept.
    const min = /\d+/.exec(error.message)?.[0];
    return min
      ? new AppError(ErrorCode.PASSWORD_TOO_SHORT, 'errors.auth.weakPassword', {
          values: { min: Number(min) },
          cause: error,
        })
      : new AppError(ErrorCode.PASSWORD_TOO_SHORT, 'spec.validation.passwordTooShort', {
          cause: error,
        });
  }
  return unavailable(error);
}

function toSession(session: Session): TSession {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    expires_in: session.expires_in,
    expires_at: session.expires_at,
    user: { ...session.user },
  };
}

export function createAuthGateway(options: AuthGatewayOptions): AuthGateway {
  const transport: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const clientOptions = {
    ...serverSideAuth,
    global: {
      fetch: withDeadline(transport, options.requestTimeoutMs ?? serverLimits.authRequestTimeoutMs),
    },
  };
  const confirmClient = createClient(options.url, options.serviceKey, {
    ...serverSideAuth,
    global: {
      fetch: withDeadline(
        transport,
        options.confirmTimeoutMs ?? serverLimits.sessionConfirmDeadlineMs,
      ),
    },
  });
  let admin: SupabaseClient | undefined;
  const adminClient = () =>
    (admin ??= createClient(options.url, options.serviceKey, clientOptions));
  // A client per end-user operation: supabase-js keeps the session it receives, and users must not
  // share one. It carries the service key so the auth service's per-IP limits (meant for browsers)
  // do not count every user behind this one server; the product limits per user itself.
  const userClient = () => createClient(options.url, options.serviceKey, clientOptions);

  async function signOut(accessToken: string, scope: 'local' | 'global' = 'local') {
    const { error } = await adminClient().auth.admin.signOut(accessToken, scope);
    if (error && !(isAuthError(error) && [401, 403, 404].includes(error.status ?? 0))) {
      throw unavailable(error);
    }
  }

  return {
    signOut,

    async createUser(user) {
      const { data, error } = await adminClient().auth.admin.createUser({
        email: user.email,
        password: user.password,
        email_confirm: false,
        user_metadata: user.userMetadata,
      });
      if (error) {
        if (error.code === 'email_exists' || error.code === 'user_already_exists') {
          throw new AppError(ErrorCode.EMAIL_TAKEN, 'errors.auth.emailTaken');
        }
        throw passwordRefused(error);
      }
      return { id: data.user.id };
    },

    async deleteUser(id) {
      const { error } = await adminClient().auth.admin.deleteUser(id);
      if (error && error.code !== 'user_not_found') throw unavailable(error);
    },

    async signInWithPassword(email, password) {
      const { data, error } = await userClient().auth.signInWithPassword({ email, password });
      if (error) {
        if (error.code === 'invalid_credentials' || error.code === 'email_not_confirmed') {
          throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'errors.auth.wrongCredentials');
        }
        if (error.code === 'user_banned') {
          throw new AppError(ErrorCode.ACCOUNT_DISABLED, 'errors.auth.accountDisabled');
        }
        if (error.code === 'over_request_rate_limit') {
          throw new AppError(ErrorCode.RATE_LIMITED, 'errors.auth.tooManySignIns');
        }
        throw unavailable(error);
      }
      return toSession(data.session);
    },

    async generateLinkToken(type, email) {
      const { data, error } = await adminClient().auth.admin.generateLink({ type, email });
      if (error) {
        if (error.code === 'over_email_send_rate_limit') {
          throw new AppError(ErrorCode.RATE_LIMITED, 'errors.auth.emailSentMomentsAgo');
        }
        if (error.code === 'user_not_found') {
          throw new AppError(ErrorCode.NO_SUCH_USER, 'errors.auth.noAccountWithEmail');
        }
        throw unavailable(error);
      }
      return data.properties.hashed_token;
    },

    async redeemLinkToken(type, tokenHash, use) {
      const client = userClient();
      const { data, error } = await client.auth.verifyOtp({ type, token_hash: tokenHash });
      if (error || !data.session || !data.user) {
        if (error && (error.status ?? 500) >= 500) throw unavailable(error);
        throw new AppError(
          type === 'recovery' ? ErrorCode.RESET_LINK_INVALID : ErrorCode.EMAIL_LINK_INVALID,
          'toasts.serverReasons.emailLinkInvalid',
        );
      }
      const { session, user } = data;
      try {
        return await use({
          userId: user.id,
          async setPassword(password) {
            const updated = await client.auth.updateUser({ password });
            if (updated.error) throw passwordRefused(updated.error);
          },
        });
      } finally {
        // The link's session was only a means to an end: never leave it open.
        await signOut(session.access_token, 'local');
      }
    },

    async changePassword(email, currentPassword, newPassword) {
      const client = userClient();
      const signIn = await client.auth.signInWithPassword({ email, password: currentPassword });
      if (signIn.error) {
        if (signIn.error.code === 'invalid_credentials') {
          throw new AppError(ErrorCode.CURRENT_PASSWORD_WRONG, 'errors.auth.currentPasswordWrong');
        }
        if (signIn.error.code === 'user_banned') {
          throw new AppError(ErrorCode.ACCOUNT_DISABLED, 'errors.auth.accountDisabled');
        }
        throw unavailable(signIn.error);
      }
      const updated = await client.auth.updateUser({
        password: newPassword,
        current_password: currentPassword,
      });
      if (updated.error) {
        await signOut(signIn.data.session.access_token, 'local');
        throw passwordRefused(updated.error);
      }
      const { data } = await client.auth.getSession();
      return toSession(data.session ?? signIn.data.session);
    },

    async updateUserMetadata(id, metadata) {
      const { error } = await adminClient().auth.admin.updateUserById(id, {
        user_metadata: metadata,
      });
      if (error) throw unavailable(error);
    },

    async confirmSession(accessToken) {
      const { error } = await confirmClient.auth.getUser(accessToken);
      if (!error) return 'live';
      // 401 and 403 are the auth service's verdict on the token (session ended, user deleted or
      // banned, token refused); anything else, a time-out included, is no verdict at all.
      if (isAuthSessionMissingError(error)) return 'ended';
      if (isAuthApiError(error) && [401, 403, 404].includes(error.status)) return 'ended';
      throw unavailable(error);
    },

    async listUsers(page, perPage) {
      const { data, error } = await adminClient().auth.admin.listUsers({ page, perPage });
      if (error) throw unavailable(error);
      return data.users.map((user) => ({
        id: user.id,
        email: user.email,
        createdAt: new Date(user.created_at),
        userMetadata: user.user_metadata,
        bannedUntil: user.banned_until ? new Date(user.banned_until) : undefined,
      }));
    },

    async startEmailChange(change) {
      const client = userClient();
      const signIn = await client.auth.signInWithPassword({
        email: change.email,
        password: change.currentPassword,
      });
      if (signIn.error) {
        if (signIn.error.code === 'invalid_credentials') {
          throw new AppError(ErrorCode.CURRENT_PASSWORD_WRONG, 'errors.auth.currentPasswordWrong', {
            field: 'current_password',
          });
        }
        if (signIn.error.code === 'user_banned') {
          throw new AppError(ErrorCode.ACCOUNT_DISABLED, 'errors.auth.accountDisabled');
        }
        throw unavailable(signIn.error);
      }
      try {
        const { error } = await client.auth.updateUser(
          { email: change.newEmail },
          { emailRedirectTo: change.redirectTo },
        );
        if (error) {
          if (error.code === 'email_exists') {
            throw new AppError(ErrorCode.EMAIL_TAKEN, 'toasts.emailExists', {
              field: 'contact_information.email',
            });
          }
          if (error.code === 'over_email_send_rate_limit') {
            throw new AppError(
              ErrorCode.RATE_LIMITED,
              'errors.auth.confirmationLinksSentMomentsAgo',
            );
          }
          throw unavailable(error);
        }
      } finally {
        // The sign-in only proved the password: end it at once.
        await signOut(signIn.data.session.access_token, 'local');
      }
    },

    async proposeEmailChange(change) {
      // Current address first: a new address starts a change, the second call joins it.
      const links: string[] = [];
      for (const type of ['email_change_current', 'email_change_new'] as const) {
        const { data, error } = await adminClient().auth.admin.generateLink({
          type,
          email: change.email,
          newEmail: change.newEmail,
          options: { redirectTo: change.redirectTo },
        });
        if (error) {
          if (error.code === 'email_exists') {
            throw new AppError(ErrorCode.EMAIL_TAKEN, 'toasts.emailExists', {
              field: 'contact_information.email',
            });
          }
          throw unavailable(error);
        }
        links.push(data.properties.action_link);
      }
      const [currentLink = '', newLink = ''] = links;
      return { currentLink, newLink };
    },

    async updateUser(id, attributes) {
      const { error } = await adminClient().auth.admin.updateUserById(id, {
        ...(attributes.email !== undefined ? { email: attributes.email } : {}),
        ...(attributes.banned === false ? { ban_duration: 'none' } : {}),
      });
      if (error) {
        if (error.code === 'email_exists') {
          throw new AppError(ErrorCode.EMAIL_TAKEN, 'toasts.emailExists');
        }
        throw unavailable(error);
      }
    },
  };
}
