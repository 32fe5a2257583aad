// The punch's own statements: the one that reads and locks what a punch decides on, and the one
// that writes it, each one round trip in the punch's transaction.
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { namedStatement, type StatementValues } from '../../db/prepared.ts';
import type { ChainLink, PreparedEntry } from '../audit/audit-chain.ts';
import type { CentreRow, PunchRow, ShiftRow } from './timeclock.repo.ts';

export type OpenShift = Pick<
  ShiftRow,
  'id' | 'businessId' | 'startedAt' | 'breakStartedAt' | 'breakMs'
>;

export type PlaceCentre = Pick<
  CentreRow,
  'id' | 'name' | 'timeZone' | 'latitude' | 'longitude' | 'radiusM' | 'maxShiftHours' | 'active'
>;

export type PunchState = {
  /** A punch with this id exists already (a retry, or an id taken by another punch). */
  existing: boolean;
  /** Where the person may punch with their employer; undefined when not assigned to the centre. */
  place: { ownerUid: string; centre: PlaceCentre } | undefined;
  /** The business's chain head, locked; undefined before its first entry (lockChainHead makes it). */
  head: ChainLink | undefined;
  /** The person's open shift, locked. */
  open: OpenShift | undefined;
  /** The time of record of the person's latest punch: no punch of theirs is placed before it. */
  latest: Date | null;
};

const value = (name: string) => sql.placeholder(name);

// Named statements (see namedStatement): parsed and planned once per connection, where planning
// them took longer than running them.
const punchState = namedStatement(
  'punch_state',
  sql`
    with head as (
      select seq, hash from audit_heads
      where owner_uid = (select owner_uid from employments where staff_uid = ${value('staffUid')})
      for update
    ), open as (
      select id, business_id, started_at, break_started_at, break_ms from shifts
      where staff_uid = ${value('staffUid')} and ended_at is null
      for update
    )
    select exists(select 1 from punches where id = ${value('punchId')}) as existing,
      e.owner_uid, b.id, b.name, b.time_zone, b.latitude, b.longitude, b.radius_m,
      b.max_shift_hours, b.active, h.seq, h.hash,
      o.id as shift_id, o.business_id as shift_business_id, o.break_ms,
      floor(extract(epoch from o.started_at) * 1000)::float8 as started_ms,
      floor(extract(epoch from o.break_started_at) * 1000)::float8 as break_started_ms,
      -- The open shift's times come from its locked row, which is read again after a wait for
      -- the lock; the punches themselves are read as they were when this statement began.
      floor(extract(epoch from greatest(
        (select max(p.server_at) from punches p where p.staff_uid = ${value('staffUid')}),
        o.started_at, o.break_started_at)) * 1000)::float8 as latest_ms
    from (select 1) as one
    left join assignments a on a.staff_uid = ${value('staffUid')}
      and a.business_id = ${value('businessId')}
    left join employments e on e.staff_uid = a.staff_uid
    left join businesses b on b.id = a.business_id and b.owner_uid = e.owner_uid
    left join head h on true
    left join open o on true`,
);

/**
 * Everything a punch decides on, in one round trip that also locks the business's chain head
 * (which orders the business's punches) and the person's open shift: whether the id was used,
 * the centre where they may punch, the head, the open shift and the person's latest punch time.
 */
export async function lockPunchState(
  tx: Transaction,
  punchId: string,
  staffUid: string,
  businessId: string,
): Promise<PunchState> {
  const [row = {}] = await punchState.run(tx, { punchId, staffUid, businessId });
  return {
    existing: row.existing === true,
    place:
      typeof row.id === 'string' && typeof row.owner_uid === 'string'
        ? {
            ownerUid: row.owner_uid,
            centre: {
              id: row.id,
              name: String(row.name),
              timeZone: String(row.time_zone),
              latitude: Number(row.latitude),
              longitude: Number(row.longitude),
              radiusM: Number(row.radius_m),
              maxShiftHours: Number(row.max_shift_hours),
              active: row.active === true,
            },
          }
        : undefined,
    head: row.seq == null ? undefined : { seq: Number(row.seq), hash: String(row.hash) },
    open:
      typeof row.shift_id === 'string'
        ? {
            id: row.shift_id,
            businessId: String(row.shift_business_id),
            startedAt: new Date(Number(row.started_ms)),
            breakStartedAt:
              row.break_started_ms === null ? null : new Date(Number(row.break_started_ms)),
            breakMs: Number(row.break_ms),
          }
        : undefined,
    latest: row.latest_ms == null ? null : new Date(Number(row.latest_ms)),
  };
}

/** What a punch does to its shift: open one, or change the open one. */
export type ShiftWrite =
  | { kind: 'open'; id: string; staffUid: string; ownerUid: string; businessId: string; at: Date }
  | {
      kind: 'update';
      id: string;
      breakStartedAt: Date | null;
      breakMs: number;
      endedAt: Date | null;
    };

// The write's two shapes, opening a shift or changing the open one, are two named statements.
const punchWrite = (shift: SQL) =>
  sql`
    with shift as (${shift}),
    entry as (
      insert into audit_events
        (owner_uid, at, actor_uid, action, subject, data, seq, content_hash, prev_hash, hash)
      values (${value('entryOwnerUid')}, ${value('entryAt')}, ${value('actorUid')},
        ${value('action')}, ${value('subject')}, ${value('data')}::jsonb, ${value('seq')},
        ${value('contentHash')}, ${value('prevHash')}, ${value('hash')})
    ), head as (
      update audit_heads set seq = ${value('seq')}, hash = ${value('hash')}
      where owner_uid = ${value('entryOwnerUid')}
    )
    insert into punches (id, staff_uid, owner_uid, business_id, shift_id, type, server_at,
      client_at, received_at, last_contact_at, offset_ms, delivery_offset_ms, latitude, longitude,
      accuracy_m, position_at, location_error, distance_m, verdict, reasons, request_hash, receipt,
      signature)
    values (${value('id')}, ${value('staffUid')}, ${value('ownerUid')}, ${value('businessId')},
      ${value('shiftId')}, ${value('type')}, ${value('serverAt')}, ${value('clientAt')},
      ${value('receivedAt')}, ${value('lastContactAt')}, ${value('offsetMs')},
      ${value('deliveryOffsetMs')}, ${value('latitude')}, ${value('longitude')},
      ${value('accuracyM')}, ${value('positionAt')}, ${value('locationError')},
      ${value('distanceM')}, ${value('verdict')}, ${value('reasons')}::jsonb,
      ${value('requestHash')}, ${value('receipt')}::jsonb, ${value('signature')})
    -- A new statement sees every punch committed before the locks were granted.
    returning (select floor(extract(epoch from max(p.server_at)) * 1000)::float8 from punches p
      where p.staff_uid = ${value('staffUid')}) as latest_ms`;

const punchWrites = {
  open: namedStatement(
    'punch_write_opening_shift',
    punchWrite(sql`insert into shifts (id, staff_uid, owner_uid, business_id, started_at)
      values (${value('openId')}, ${value('openStaffUid')}, ${value('openOwnerUid')},
        ${value('openBusinessId')}, ${value('openAt')})`),
  ),
  update: namedStatement(
    'punch_write_changing_shift',
    punchWrite(sql`update shifts set break_started_at = ${value('breakStartedAt')},
      break_ms = ${value('breakMs')}, ended_at = ${value('endedAt')}
    where id = ${value('updateId')}`),
  ),
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

function shiftValues(write: ShiftWrite): StatementValues {
  if (write.kind === 'open') {
    return {
      openId: write.id,
      openStaffUid: write.staffUid,
      openOwnerUid: write.ownerUid,
      openBusinessId: write.businessId,
      openAt: iso(write.at),
    };
  }
  return {
    breakStartedAt: iso(write.breakStartedAt),
    breakMs: write.breakMs,
    endedAt: iso(write.endedAt),
    updateId: write.id,
  };
}

/**
 * The punch, its shift, its chain entry and the moved chain head in one statement: one round trip
 * while the head is locked. A punch id that exists already, or a second open shift, fails the
 * whole statement (unique violation). Returns the time of record of the person's latest punch
 * before this one, as this statement saw it.
 */
export async function writePunch(
  tx: Transaction,
  entry: PreparedEntry,
  shift: ShiftWrite,
  row: PunchRow,
): Promise<Date | null> {
  const [written] = await punchWrites[shift.kind].run(tx, {
    ...shiftValues(shift),
    entryOwnerUid: entry.ownerUid,
    entryAt: iso(entry.at),
    actorUid: entry.actorUid,
    action: entry.action,
    subject: entry.subject,
    data: JSON.stringify(entry.data),
    seq: entry.seq,
    contentHash: entry.contentHash,
    prevHash: entry.prevHash,
    hash: entry.hash,
    id: row.id,
    staffUid: row.staffUid,
    ownerUid: row.ownerUid,
    businessId: row.businessId,
    shiftId: row.shiftId,
    type: row.type,
    serverAt: iso(row.serverAt),
    clientAt: iso(row.clientAt),
    receivedAt: iso(row.receivedAt),
    lastContactAt: iso(row.lastContactAt),
    offsetMs: row.offsetMs,
    deliveryOffsetMs: row.deliveryOffsetMs,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracyM: row.accuracyM,
    positionAt: iso(row.positionAt),
    locationError: row.locationError,
    distanceM: row.distanceM,
    verdict: row.verdict,
    reasons: JSON.stringify(row.reasons),
    requestHash: row.requestHash,
    receipt: JSON.stringify(row.receipt),
    signature: row.signature,
  });
  return written?.latest_ms == null ? null : new Date(Number(written.latest_ms));
}
