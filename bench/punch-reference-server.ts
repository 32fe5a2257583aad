// The reference the clock-in throughput is measured against (issue: "a bare reference server that
// does the same transaction with the raw driver"): Fastify taking a punch and, with the raw
// driver, the transaction a product punch makes, statement for statement. One statement locks the
// business's chain head and the person's open shift; one more writes the shift (opened by a
// clock-in, ended by a clock-out), the punch, its chain entry and the moved head. The binding work
// is the product's too: the request's hash, the entry's data (the punch's facts and the shift's
// bound columns as they are after the write) under a content hash and an entry hash, both over
// RFC 8785 canonical JSON, and the receipt signed with Ed25519 over its canonical JSON.
// No sign-in, no checks of who may punch where, no geofence: the floor of the work.
// PostgreSQL through pg when DATABASE_URL is set, else PGlite files in DATA_DIR.
import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import canonicalize from 'canonicalize';
import Fastify from 'fastify';
import pg from 'pg';

// The product's tables as a punch writes them: the same indexes (each write maintains them) and
// the same foreign keys (a shift names its business and its person, a punch its shift; checking
// them share-locks those rows). Businesses and people are added through POST /people before the
// load, as the product's are signed up.
const schema = `
  create table if not exists ref_heads (owner uuid primary key, seq bigint not null, hash text not null);
  create table if not exists ref_businesses (id uuid primary key);
  create table if not exists ref_people (id uuid primary key);
  create table if not exists ref_shifts (id uuid primary key,
    staff uuid not null references ref_people (id) on delete cascade, owner uuid not null,
    business uuid not null references ref_businesses (id) on delete cascade,
    started_at timestamptz not null, ended_at timestamptz);
  create unique index if not exists ref_shifts_open on ref_shifts (staff) where ended_at is null;
  create index if not exists ref_shifts_open_by_owner on ref_shifts (owner) where ended_at is null;
  create index if not exists ref_shifts_owner_started on ref_shifts (owner, started_at);
  create index if not exists ref_shifts_staff_started on ref_shifts (staff, started_at);
  create index if not exists ref_shifts_started on ref_shifts (started_at);
  create table if not exists ref_punches (id uuid primary key, staff uuid not null, owner uuid not null,
    shift uuid not null references ref_shifts (id) on delete cascade, type text not null,
    server_at timestamptz not null, client_at timestamptz not null, latitude float8,
    longitude float8, accuracy float8, position_at timestamptz, verdict text not null,
    reasons jsonb not null, request_hash text not null, receipt jsonb not null,
    signature text not null);
  create index if not exists ref_punches_flagged on ref_punches (owner, server_at)
    where verdict <> 'inside' or reasons <> '[]'::jsonb;
  create index if not exists ref_punches_shift on ref_punches (shift);
  create index if not exists ref_punches_staff_server_at on ref_punches (staff, server_at);
  create table if not exists ref_audit (owner uuid not null, seq bigint not null, at timestamptz not null,
    actor uuid not null, action text not null, subject text not null, data jsonb not null,
    content_hash text not null, prev_hash text not null, hash text not null,
    redacted_at timestamptz, id bigint generated always as identity primary key,
    unique (owner, seq));
  create index if not exists ref_audit_owner_id on ref_audit (owner, id);
  create index if not exists ref_audit_subject on ref_audit (subject);
  create index if not exists ref_audit_unredacted_at on ref_audit (at) where redacted_at is null;`;

// The head and the open shift, locked, in one round trip (as the product's punch reads them).
const lockState = `
  with head as (select seq, hash from ref_heads where owner = $1 for update),
  open as (
    select id, floor(extract(epoch from started_at) * 1000)::float8 as started_ms from ref_shifts
    where staff = $2 and ended_at is null for update
  )
  select h.seq, h.hash, o.id as shift_id, o.started_ms
  from (select 1) as one left join head h on true left join open o on true`;

const openShift = `insert into ref_shifts (id, staff, owner, business, started_at)
  values ($1, $2, $3, $3, $4)`;
const endShift = `update ref_shifts set ended_at = $4 where id = $1 and staff = $2 and owner = $3`;

// The shift, the punch, the chain entry and the head in one round trip.
const write = (shift: string) => `
  with shift as (${shift}),
  entry as (
    insert into ref_audit values ($3, $5, $4, $2, $6, $7, $8::jsonb, $9, $10, $11)
  ), head as (update ref_heads set seq = $5, hash = $11 where owner = $3)
  insert into ref_punches values ($12, $2, $3, $1, $13, $4, $14, $15, $16, $17, $18, $19,
    $20::jsonb, $21, $22::jsonb, $23)`;
const writes = { clock_in: write(openShift), clock_out: write(endShift) };

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
const GENESIS_HASH = '0'.repeat(64);
const canonical = (value: unknown) => canonicalize(value) ?? '';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

type Body = {
  id: string;
  type: 'clock_in' | 'clock_out';
  business_id: string;
  staff_id: string;
  client_time: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  position_time: string;
};

class OutOfTurn extends Error {}

type State = { seq: number; hash: string; shift?: { id: string; startedAt: Date } };

async function lock(query: Query, owner: string, staff: string): Promise<State | undefined> {
  const row = (await query(lockState, [owner, staff])).rows[0];
  if (row?.seq == null) return undefined;
  return {
    seq: Number(row.seq),
    hash: String(row.hash),
    ...(typeof row.shift_id === 'string'
      ? { shift: { id: row.shift_id, startedAt: new Date(Number(row.started_ms)) } }
      : {}),
  };
}

const app = Fastify();
app.post<{ Body: Body }>('/punch', async (request, reply) => {
  const body = request.body;
  const at = new Date();
  const owner = body.business_id;
  const staff = body.staff_id;
  const requestHash = sha256(canonical(body));
  try {
    const signed = await transact(async (query) => {
      let state = await lock(query, owner, staff);
      if (!state) {
        await query('insert into ref_heads values ($1, 0, $2) on conflict do nothing', [
          owner,
          GENESIS_HASH,
        ]);
        state = await lock(query, owner, staff);
      }
      if (!state) throw new Error('the chain head was not created');
      const open = state.shift;
      if ((body.type === 'clock_in') === (open !== undefined)) throw new OutOfTurn();
      const shift = open ?? { id: randomUUID(), startedAt: at };
      const facts = {
        punch_id: body.id,
        type: body.type,
        staff_uid: staff,
        business_id: owner,
        shift_id: shift.id,
        server_time: at.toISOString(),
        client_time: new Date(body.client_time).toISOString(),
        position: {
          latitude: body.latitude,
          longitude: body.longitude,
          accuracy_m: body.accuracy,
          time: new Date(body.position_time).toISOString(),
        },
        location_error: null,
        distance_m: 0,
        verdict: 'inside',
        reasons: [],
      };
      const bound = {
        table: 'shifts',
        key: shift.id,
        row: {
          owner_uid: owner,
          staff_uid: staff,
          business_id: owner,
          started_at: shift.startedAt.toISOString(),
          ended_at: body.type === 'clock_out' ? at.toISOString() : null,
        },
      };
      const seq = state.seq + 1;
      const action = `punch.${body.type}`;
      const subject = `punch:${body.id}`;
      const data = JSON.parse(JSON.stringify({ ...facts, bound: [bound] })) as unknown;
      const contentHash = sha256(canonical({ actor_uid: staff, action, subject, data }));
      const hash = sha256(
        canonical({
          owner_uid: owner,
          seq,
          at: at.toISOString(),
          prev_hash: state.hash,
          content_hash: contentHash,
        }),
      );
      const receipt = {
        v: 1,
        kind: 'verifiedhours.punch',
        key_id: 'reference',
        ...facts,
        staff_name: 'Bench Staff',
        business_name: 'Reference centre',
        centre: { latitude: body.latitude, longitude: body.longitude, radius_m: 100 },
        chain: { seq, hash },
      };
      const signature = sign(null, Buffer.from(canonical(receipt)), privateKey).toString(
        'base64url',
      );
      await query(writes[body.type], [
        shift.id,
        staff,
        owner,
        at,
        seq,
        action,
        subject,
        JSON.stringify(data),
        contentHash,
        state.hash,
        hash,
        body.id,
        body.type,
        body.client_time,
        body.latitude,
        body.longitude,
        body.accuracy,
        body.position_time,
        facts.verdict,
        JSON.stringify(facts.reasons),
        requestHash,
        JSON.stringify(receipt),
        signature,
      ]);
      return { receipt, alg: 'Ed25519', signature };
    });
    return await reply.status(201).send({ receipt: signed });
  } catch (error) {
    if (error instanceof OutOfTurn) return reply.status(409).send({ error: 'out of turn' });
    throw error;
  }
});
app.post<{ Body: { people: { uid: string; businessId: string }[] } }>(
  '/people',
  async (request, reply) => {
    const { people } = request.body;
    await transact(async (query) => {
      await query(
        'insert into ref_businesses select distinct unnest($1::uuid[]) on conflict do nothing',
        [people.map((person) => person.businessId)],
      );
      await query('insert into ref_people select unnest($1::uuid[]) on conflict do nothing', [
        people.map((person) => person.uid),
      ]);
    });
    return reply.status(204).send();
  },
);
app.get('/health', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3221), host: '127.0.0.1' });
const stop = () =>
  void app
    .close()
    .then(close)
    .then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
