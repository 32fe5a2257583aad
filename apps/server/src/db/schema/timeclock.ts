import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TReceipt, TVerdictReason } from '@vh/contracts';
import { businesses } from './businesses.ts';
import { profiles } from './profiles.ts';

/**
 * A clock-in to clock-out. One open shift per person is a partial unique index, so two clock-ins
 * racing on two servers cannot both open one.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: uuid('id').primaryKey(),
    staffUid: uuid('staff_uid')
      .notNull()
      .references(() => profiles.uid, { onDelete: 'cascade' }),
    ownerUid: uuid('owner_uid').notNull(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    breakStartedAt: timestamp('break_started_at', { withTimezone: true, mode: 'date' }),
    /** Finished breaks so far, in milliseconds. */
    breakMs: bigint('break_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('shifts_one_open_per_staff_key')
      .on(t.staffUid)
      .where(sql`${t.endedAt} is null`),
    index('shifts_staff_started_idx').on(t.staffUid, t.startedAt),
    // Timesheets and reports: an employer's shifts by period.
    index('shifts_owner_started_idx').on(t.ownerUid, t.startedAt),
    index('shifts_open_by_owner_idx')
      .on(t.ownerUid)
      .where(sql`${t.endedAt} is null`),
    // The retention job removes shifts past the retention period, oldest first.
    index('shifts_started_idx').on(t.startedAt),
  ],
);

/**
 * One press of a clock button. The id is the client's UUID, so a retry is never doubled. A punch
 * hangs off its shift, whose keys tie it to the person and the centre (and go with them): the
 * person and centre are copied here for the indexes, without keys of their own, which would cost
 * every punch two more checks and row locks for nothing the shift's keys do not already give.
 */
export const punches = pgTable(
  'punches',
  {
    id: uuid('id').primaryKey(),
    staffUid: uuid('staff_uid').notNull(),
    ownerUid: uuid('owner_uid').notNull(),
    businessId: uuid('business_id').notNull(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /**
     * The time of record, which the hours count from: the server's clock on arrival, or for a
     * punch that states its last contact, the device's time corrected by that contact's offset,
     * kept between the contact and the arrival.
     */
    serverAt: timestamp('server_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The device's clock at the press, as claimed. */
    clientAt: timestamp('client_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The server's clock on arrival: what makes an approval stale or a closed period changed. */
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The device's last contact before the punch, as it stated: the server's time then. */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true, mode: 'date' }),
    /** The device clock's offset measured at that contact (server minus device, ms). */
    offsetMs: bigint('offset_ms', { mode: 'number' }),
    /** The offset the delivery itself showed (its Device-Time header), when it sent one. */
    deliveryOffsetMs: bigint('delivery_offset_ms', { mode: 'number' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyM: doublePrecision('accuracy_m'),
    positionAt: timestamp('position_at', { withTimezone: true, mode: 'date' }),
    locationError: text('location_error'),
    distanceM: doublePrecision('distance_m'),
    verdict: text('verdict').notNull(),
    reasons: jsonb('reasons').$type<TVerdictReason[]>().notNull(),
    /** SHA-256 of the request's canonical JSON: the same id with another body is refused. */
    requestHash: text('request_hash').notNull(),
    receipt: jsonb('receipt').$type<TReceipt>().notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [
    check(
      'punches_type_known',
      sql`${t.type} in ('clock_in','clock_out','break_start','break_end')`,
    ),
    check('punches_verdict_known', sql`${t.verdict} in ('inside','outside','uncertain')`),
    index('punches_staff_server_at_idx').on(t.staffUid, t.serverAt),
    index('punches_shift_idx').on(t.shiftId),
    // The review queue: flagged punches of a business.
    index('punches_flagged_idx')
      .on(t.ownerUid, t.serverAt)
      .where(sql`${t.verdict} <> 'inside' or ${t.reasons} <> '[]'::jsonb`),
  ],
);

/** An owner's or manager's decision on a flagged punch, with the reason they wrote. */
export const punchReviews = pgTable('punch_reviews', {
  punchId: uuid('punch_id')
    .primaryKey()
    .references(() => punches.id, { onDelete: 'cascade' }),
  decision: text('decision').notNull(),
  reason: text('reason').notNull(),
  reviewerUid: uuid('reviewer_uid').notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Every receipt-signing public key ever used, so every instance publishes every key and a receipt
 * stays checkable after its key is rotated out.
 */
export const receiptKeys = pgTable('receipt_keys', {
  keyId: text('key_id').primaryKey(),
  alg: text('alg').notNull().default('Ed25519'),
  publicKey: text('public_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
});

/** Each business's chain head: locked by every append, so concurrent writers never fork it. */
export const auditHeads = pgTable(
  'audit_heads',
  {
    ownerUid: uuid('owner_uid').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerUid] })],
);
