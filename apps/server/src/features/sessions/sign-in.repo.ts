import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { profiles } from '../../db/schema/index.ts';

/** What a sign-in needs to know of the account before asking the auth service. */
export type SignInAccount = {
  uid: string;
  email: string;
  active: boolean;
  tokensNotBefore: Date | null;
};

// Sign-in is the busiest write path: these lookups are prepared once and read four columns, not
// the whole profile (on the embedded database each column read costs about as much as a filter).
const account = {
  uid: profiles.uid,
  email: profiles.email,
  active: profiles.active,
  tokensNotBefore: profiles.tokensNotBefore,
};

const lookup = (name: string, where: (identifier: Placeholder<'identifier'>) => SQL) =>
  preparedPerDatabase((db) =>
    db
      .select(account)
      .from(profiles)
      .where(where(sql.placeholder('identifier')))
      .limit(1)
      .prepare(name),
  );

const lookups = {
  username: lookup('sign_in_by_username', (id) => sql`lower(${profiles.username}) = lower(${id})`),
  email: lookup('sign_in_by_email', (id) => sql`lower(${profiles.email}) = lower(${id})`),
  uid: lookup('sign_in_by_uid', (id) => sql`${profiles.uid} = ${id}`),
};

/** The account signing in, by its username or email (any case), or by the auth user id. */
export async function findSignInAccount(
  db: Executor,
  by: 'username' | 'email' | 'uid',
  identifier: string,
): Promise<SignInAccount | undefined> {
  const [row] = await lookups[by](db).execute({ identifier });
  return row;
}
