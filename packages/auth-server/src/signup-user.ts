import { randomUUID } from 'node:crypto';
import type { AuthContext } from './context.ts';
import type { AuthDatabase } from './db.ts';
import { validationFailed } from './errors.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import type { UserRow } from './schema.ts';
import { DEFAULT_APP_METADATA } from './user-rules.ts';
import { findUserByEmail, insertUser } from './users.repo.ts';

/** A new account's password, checked and hashed before the transaction that creates it. */
export interface SignupPassword {
  encryptedPassword: string;
}

/**
 * generate_link `signup` for an address without an account creates one, as GoTrue does. Checks
 * and hashes its password up front (hashing is slow, so never inside a transaction); undefined
 * when the address already has an account, whose password GoTrue ignores.
 */
export async function prepareSignupPassword(
  ctx: AuthContext,
  email: string,
  password: string | undefined,
): Promise<SignupPassword | undefined> {
  if (await findUserByEmail(ctx.db, email)) return undefined;
  if (!password) throw validationFailed('Signup requires a valid password');
  assertAcceptablePassword(password, ctx.passwordMinLength);
  return { encryptedPassword: await hashPassword(password) };
}

/**
 * The unconfirmed user (with its email identity) a signup link confirms. Someone creating the
 * same address meanwhile wins, and that account is answered instead, as if it had been there.
 */
export async function insertSignupUser(
  ctx: AuthContext,
  db: AuthDatabase,
  email: string,
  password: SignupPassword,
): Promise<UserRow | undefined> {
  const at = ctx.now();
  const created = await insertUser(db, {
    id: randomUUID(),
    email,
    encryptedPassword: password.encryptedPassword,
    emailConfirmedAt: null,
    rawAppMetaData: DEFAULT_APP_METADATA,
    rawUserMetaData: {},
    createdAt: at,
    updatedAt: at,
  });
  return created ?? findUserByEmail(db, email);
}
