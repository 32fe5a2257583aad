// The reference the profile read is measured against (research: perf-baselines §2, "PGlite +
// Drizzle"): Fastify answering each request with one primary-key SELECT through Drizzle on an
// in-process PGlite, users(uuid PK, 3 columns), 10,000 rows, a random row per request. It is the
// least a database-backed endpoint on this stack can cost; the product adds its token check,
// revocation rule, security headers, logging and a 29-column profile on top.
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';

const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
});

const client = await PGlite.create();
await client.exec(
  'create table users (id uuid primary key, name text not null, email text not null)',
);
const ids = Array.from({ length: 10_000 }, () => randomUUID());
for (let i = 0; i < ids.length; i += 1_000) {
  const values = ids
    .slice(i, i + 1_000)
    .map((id, j) => `('${id}', 'user ${i + j}', 'u${i + j}@example.com')`);
  await client.exec(`insert into users values ${values.join(',')}`);
}
const db = drizzle({ client });

const app = Fastify();
app.get('/', async () => {
  const id = ids[Math.floor(Math.random() * ids.length)] ?? '';
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
});
await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
const stop = () =>
  void app
    .close()
    .then(() => client.close())
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
