import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { UserIdentity } from '@supabase/supabase-js';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMigrationsFolder, authMigrationsTable } from '../src/index.ts';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// GoTrue also sends the identity's email, which auth-js's type leaves out.
type WireIdentity = UserIdentity & { email?: string };

function onlyIdentity(identities: UserIdentity[] | undefined): WireIdentity {
  expect(identities).toHaveLength(1);
  const [identity] = identities ?? [];
  if (!identity) throw new Error('no identity');
  return identity;
}

async function signIn(email: string) {
  const client = h.newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { client, user: data.user };
}

describe('identities', () => {
  it('gives a new password user its email identity, in GoTrue shape', async () => {
    const email = uniqueEmail();
    const created = await h.admin.auth.admin.createUser({ email, password: PASSWORD });
    expect(created.error).toBeNull();
    const user = created.data.user;
    const identity = onlyIdentity(user?.identities);
    const createdAt = h.clock.now().toISOString();
    expect(identity.identity_id).toMatch(UUID);
    expect(identity).toEqual({
      identity_id: identity.identity_id,
      // The email provider's id is the user id.
      id: user?.id,
      user_id: user?.id,
      identity_data: { sub: user?.id, email, email_verified: false, phone_verified: false },
      provider: 'email',
      last_sign_in_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
      email,
    });
    expect(identity.identity_id).not.toBe(user?.id);

    const fetched = await h.admin.auth.admin.getUserById(user?.id ?? '');
    expect(fetched.data.user?.identities).toEqual([identity]);
  });

  it('marks a confirmed address verified, and is read by getUser and getUserIdentities', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    h.clock.advanceSeconds(30);
    const { client, user } = await signIn(email);
    const identity = onlyIdentity(user.identities);
    expect(identity.identity_data).toEqual({
      sub: id,
      email,
      email_verified: true,
      phone_verified: false,
    });
    // As GoTrue: the user's last sign-in moves, the email identity's stays when it was made.
    expect(user.last_sign_in_at).toBe(h.clock.now().toISOString());
    expect(identity.last_sign_in_at).toBe(identity.created_at);

    const got = await client.auth.getUser();
    expect(got.data.user?.identities).toEqual([identity]);
    const listed = await client.auth.getUserIdentities();
    expect(listed.error).toBeNull();
    expect(listed.data?.identities).toEqual([identity]);

    const page = await h.admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(page.data.users.find((u) => u.id === id)?.identities).toEqual([identity]);
  });

  it('follows an admin email change, keeping its id', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    const before = onlyIdentity((await h.admin.auth.admin.getUserById(id)).data.user?.identities);
    h.clock.advanceSeconds(5);
    const moved = uniqueEmail('moved');
    const { data, error } = await h.admin.auth.admin.updateUserById(id, { email: moved });
    expect(error).toBeNull();
    const after = onlyIdentity(data.user?.identities);
    expect(after.identity_id).toBe(before.identity_id);
    expect(after.email).toBe(moved);
    expect(after.identity_data).toMatchObject({ email: moved, email_verified: false });
    expect(after.updated_at).toBe(h.clock.now().toISOString());
    expect(after.created_at).toBe(before.created_at);
  });

  it('follows a confirmed email change and verifies the address a link confirms', async () => {
    const email = uniqueEmail();
    const created = await h.admin.auth.admin.createUser({ email, password: PASSWORD });
    const id = created.data.user?.id ?? '';
    const link = await h.admin.auth.admin.generateLink({ type: 'magiclink', email });
    await h.newClient().auth.verifyOtp({
      token_hash: link.data.properties?.hashed_token ?? '',
      type: 'magiclink',
    });
    const confirmed = (await h.admin.auth.admin.getUserById(id)).data.user;
    expect(onlyIdentity(confirmed?.identities).identity_data?.email_verified).toBe(true);

    const newEmail = uniqueEmail('new');
    const tokens: string[] = [];
    for (const type of ['email_change_current', 'email_change_new'] as const) {
      const generated = await h.admin.auth.admin.generateLink({ type, email, newEmail });
      expect(generated.error).toBeNull();
      tokens.push(generated.data.properties?.hashed_token ?? '');
    }
    for (const token_hash of tokens) {
      const { error } = await h.newClient().auth.verifyOtp({ token_hash, type: 'email_change' });
      expect(error).toBeNull();
    }
    const changed = (await h.admin.auth.admin.getUserById(id)).data.user;
    expect(changed?.email).toBe(newEmail);
    const identity = onlyIdentity(changed?.identities);
    expect(identity.email).toBe(newEmail);
    expect(identity.identity_data).toMatchObject({ email: newEmail, email_verified: true });
  });

  it('is deleted with its user', async () => {
    const id = await h.seedUser(uniqueEmail());
    await h.admin.auth.admin.deleteUser(id);
    const { rows } = await h.pglite.query(`select 1 from auth.identities where user_id = $1`, [id]);
    expect(rows).toHaveLength(0);
  });
});

describe('the identities migration', () => {
  it('gives users made before it one email identity each, whose id then stays', async () => {
    // The migrations up to the one before identities, in a folder of their own.
    const dir = await mkdtemp(join(tmpdir(), 'vh-auth-migrations-'));
    try {
      await cp(authMigrationsFolder, dir, { recursive: true });
      const journalPath = join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
        entries: { tag: string }[];
      };
      const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith('_identities'));
      expect(upTo).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, upTo);
      await writeFile(journalPath, JSON.stringify(journal));

      const pglite = await PGlite.create();
      try {
        const db = drizzle(pglite);
        await migrate(db, { migrationsFolder: dir, migrationsTable: authMigrationsTable });
        const id = '6f1c7d2e-7d7a-4e0b-9a37-1b1f9d2f0a11';
        await pglite.query(
          `insert into auth.users (id, email, email_confirmed_at, created_at, updated_at)
           values ($1, 'old@example.com', '2026-01-02T03:04:05Z', '2026-01-01T00:00:00Z', now())`,
          [id],
        );
        await migrate(db, {
          migrationsFolder: authMigrationsFolder,
          migrationsTable: authMigrationsTable,
        });
        const read = () =>
          pglite.query<Record<string, unknown>>(
            `select * from auth.identities where user_id = $1`,
            [id],
          );
        const { rows } = await read();
        expect(rows).toHaveLength(1);
        expect(rows[0]?.id).toMatch(UUID);
        expect(rows[0]).toMatchObject({
          provider_id: id,
          provider: 'email',
          email: 'old@example.com',
          identity_data: {
            sub: id,
            email: 'old@example.com',
            email_verified: true,
            phone_verified: false,
          },
          created_at: new Date('2026-01-01T00:00:00Z'),
        });
        // Migrating again (a restart) finds nothing to do: the id stays.
        await migrate(db, {
          migrationsFolder: authMigrationsFolder,
          migrationsTable: authMigrationsTable,
        });
        expect((await read()).rows[0]?.id).toBe(rows[0]?.id);
      } finally {
        await pglite.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
