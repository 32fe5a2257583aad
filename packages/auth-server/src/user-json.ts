import type { IssuedAccessToken } from './tokens.ts';
import type { IdentityData, IdentityRow, Metadata, UserRow } from './schema.ts';

/** A user as GoTrue serialises it; null times are left out, as Go's omitempty does. */
export interface UserJson {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at?: string;
  phone: '';
  confirmation_sent_at?: string;
  confirmed_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Metadata;
  user_metadata: Metadata;
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  banned_until?: string;
  is_anonymous: false;
}

/** An identity as GoTrue serialises it: its own id is `identity_id`, the provider's is `id`. */
export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: IdentityData;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { reasons: string[]; message: string };
}

export function toUserJson(user: UserRow, identities: readonly IdentityRow[]): UserJson {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    ...optionalTime('email_confirmed_at', user.emailConfirmedAt),
    phone: '',
    ...optionalTime('confirmation_sent_at', user.confirmationSentAt),
    // Without phone sign-in the account is confirmed exactly when its email is.
    ...optionalTime('confirmed_at', user.emailConfirmedAt),
    ...optionalTime('recovery_sent_at', user.recoverySentAt),
    // A pending email change, as GoTrue shows it: the address awaiting confirmation.
    ...(user.emailChange === null ? {} : { new_email: user.emailChange }),
    ...optionalTime('email_change_sent_at', user.emailChangeSentAt),
    ...optionalTime('last_sign_in_at', user.lastSignInAt),
    app_metadata: user.rawAppMetaData,
    user_metadata: user.rawUserMetaData,
    identities: identities.map(toIdentityJson),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    ...optionalTime('banned_until', user.bannedUntil),
    is_anonymous: false,
  };
}

export function toSessionJson(
  access: IssuedAccessToken,
  refreshToken: string,
  user: UserRow,
  identities: readonly IdentityRow[],
): SessionJson {
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user, identities),
  };
}

function toIdentityJson(identity: IdentityRow): IdentityJson {
  return {
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: identity.identityData,
    provider: identity.provider,
    ...optionalTime('last_sign_in_at', identity.lastSignInAt),
    created_at: identity.createdAt.toISOString(),
    updated_at: identity.updatedAt.toISOString(),
    ...(identity.email === null ? {} : { email: identity.email }),
  };
}

function optionalTime<K extends string>(key: K, value: Date | null): { [P in K]?: string } {
  return value ? ({ [key]: value.toISOString() } as { [P in K]: string }) : {};
}
