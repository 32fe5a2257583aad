// The reference the clock-in throughput is measured against (issue: "a bare reference server that
// does the same transaction with the raw driver"): Fastify taking a punch, and in one transaction
// locking the business's chain head, inserting the punch and its audit entry and moving the head,
// then signing the receipt with Ed25519. No sign-in, no checks, no rules: the floor of the work.
// PostgreSQL through pg when DATABASE_URL is set, else PGlite files in DATA_DIR.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const schema = `
  create table if not exists ref_heads (owner uuid primary key, seq bigint not null, hash text not null);
  create table if not exists ref_punches (id uuid primary key, staff uuid not null, owner uuid not null,
    type text not null, at timestamptz not null, latitude float8, longitude float8, accuracy float8,
    receipt jsonb not null, signature text not null);
  create table if not exists ref_audit (owner uuid not null, seq bigint not null, at timestamptz not null,
    prev_hash text not null, hash text not null, data jsonb not null, primary key (owner, seq));`;

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Transact = <T>(work: (query: Query) => Promise<T>) => Promise<T>;

let transact: Transact;
let close: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  await pool.query(schema);
  transact = async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work((text, params) => client.query(text, params));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  close = () => pool.end();
} else {
  const db = await PGlite.create(process.env.DATA_DIR ?? 'memory://');
  await db.exec(schema);
  transact = (work) =>
    db.transaction((tx) => work((text, params) => tx.query<Record<string, unknown>>(text, params)));
  close = () => db.close();
}

const { privateKey } = generateKeyPairSync('ed25519');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Body = {
  id: string;
  type: string;
  business_id: string;
  staff_id: string;
  latitude: number;
  longitude: number;
  accuracy: number;
};

const app = Fastify();
app.post<{ Body: Body }>('/punch', async (request, reply) => {
  const body = request.body;
  const at = new Date();
  const receipt = await transact(async (query) => {
    await query('insert into ref_heads values ($1, 0, $2) on conflict do nothing', [
      body.business_id,
      '0'.repeat(64),
    ]);
    const head = (
      await query('select seq, hash from ref_heads where owner = $1 for update', [body.business_id])
    ).rows[0];
    const seq = Number(head?.seq ?? 0) + 1;
    const prev = String(head?.hash);
    const data = JSON.stringify({ ...body, at: at.toISOString() });
    const hash = sha256(`${seq}|${prev}|${data}`);
    const facts = { ...body, server_time: at.toISOString(), chain: { seq, hash } };
    const signature = sign(null, Buffer.from(JSON.stringify(facts)), privateKey).toString(
      'base64url',
    );
    await query('insert into ref_punches values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', [
      body.id,
      body.staff_id,
      body.business_id,
      body.type,
      at,
      body.latitude,
      body.longitude,
      body.accuracy,
      facts,
      signature,
    ]);
    await query('insert into ref_audit values ($1, $2, $3, $4, $5, $6)', [
      body.business_id,
      seq,
      at,
      prev,
      hash,
      data,
    ]);
    await query('update ref_heads set seq = $2, hash = $3 where owner = $1', [
      body.business_id,
      seq,
      hash,
    ]);
    return { receipt: facts, signature };
  });
  return reply.status(201).send(receipt);
});
app.get('/health', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3221), host: '127.0.0.1' });
const stop = () =>
  void app
    .close()
    .then(close)
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
