import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthServer();
});
afterAll(async () => {
  await h.close();
});

it('lists users a page at a time through supabase-js, with the total and the pages', async () => {
  const made: string[] = [];
  for (let i = 0; i < 5; i++) {
    const { data, error } = await h.admin.auth.admin.createUser({
      email: uniqueEmail(`listed${i}`),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    made.push(data.user?.id ?? '');
  }
  const first = await h.admin.auth.admin.listUsers({ page: 1, perPage: 2 });
  expect(first.error).toBeNull();
  expect(first.data.users).toHaveLength(2);
  expect(first.data).toMatchObject({ nextPage: 2 });
  const seen: string[] = [];
  for (let page = 1; ; page++) {
    const { data } = await h.admin.auth.admin.listUsers({ page, perPage: 2 });
    seen.push(...data.users.map((user) => user.id));
    if (data.users.length < 2) break;
  }
  expect(seen).toEqual(expect.arrayContaining(made));
  expect(new Set(seen).size).toBe(seen.length);
  const { data } = await h.admin.auth.admin.listUsers({ page: 1, perPage: 2 });
  expect((data as { total?: number }).total).toBe(seen.length);
});

it('is for the service key only', async () => {
  const { error } = await h.newClient().auth.admin.listUsers();
  expect(error?.status).toBe(403);
});
