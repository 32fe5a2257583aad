import type { AuthDatabase } from './db.ts';
import { findIdentities } from './identities.repo.ts';
import type { UserRow } from './schema.ts';
import { toUserJson, type UserJson } from './user-json.ts';

// The User as answered: the row with its identities, read alongside it.

export async function userJson(db: AuthDatabase, user: UserRow): Promise<UserJson> {
  const identities = await findIdentities(db, [user.id]);
  return toUserJson(user, identities.get(user.id) ?? []);
}

/** One query for the identities of a whole page of users. */
export async function userJsons(db: AuthDatabase, users: readonly UserRow[]): Promise<UserJson[]> {
  const identities = await findIdentities(
    db,
    users.map((user) => user.id),
  );
  return users.map((user) => toUserJson(user, identities.get(user.id) ?? []));
}
