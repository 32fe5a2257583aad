import { z } from 'zod';
import { REVIEWS, TIMECLOCK } from './constants.ts';
import { ZPunchNote } from './punch-notes.ts';
import { says, t } from './i18n.ts';
import { words, ZQueryWholeNumber, ZText, type FieldLabel } from './text.ts';

/**
 * The request header a delivery carries with the device's clock at sending (ISO 8601). It is not
 * part of the punch's body, which is fixed when the punch is made: the server compares the offset
 * it gives with the one measured at the last contact (OFFSET_CHANGED).
 */
export const DEVICE_TIME_HEADER = 'device-time';

export const PUNCH_TYPES = ['clock_in', 'clock_out', 'break_start', 'break_end'] as const;
export type TPunchType = (typeof PUNCH_TYPES)[number];

export const LOCATION_ERRORS = ['denied', 'unavailable', 'timeout'] as const;
export type TLocationError = (typeof LOCATION_ERRORS)[number];

export const VERDICTS = ['inside', 'outside', 'uncertain'] as const;
export type TVerdict = (typeof VERDICTS)[number];

/** Why a punch is not a clean `inside`; any reason sends it to the review queue. */
export const VERDICT_REASONS = [
  'NO_LOCATION',
  'LOW_ACCURACY',
  'NEAR_EDGE',
  'STALE_POSITION',
  'CLOCK_SKEW',
  'NO_CLOCK_OUT',
  /** Kept on the device without a connection and delivered later than TIMECLOCK.offlineLateAfterS. */
  'RECORDED_OFFLINE',
  /** The device clock's offset at delivery differs from the one measured at the last contact. */
  'OFFSET_CHANGED',
  /**
   * The corrected time falls outside [last contact, delivery] (or before the shift's last punch):
   * it was moved into those bounds and the shift counts nothing until the punch is accepted.
   */
  'TIME_OUT_OF_BOUNDS',
] as const;
export type TVerdictReason = (typeof VERDICT_REASONS)[number];

const finite = (label: FieldLabel) => {
  const message = {
    error: () =>
      says('validation.shared.notANumber', { field: t(`validation.labels.${label}`) }).error(),
  };
  return z.number(message).refine(Number.isFinite, message);
};
const instant = (field: string) => ({
  offset: true,
  ...says('validation.shared.instant', { field }),
});

/**
 * POST /api/timeclock/punches/. The id is made by the client, so a retry of the same punch (a
 * phone on a bad network) is recognised instead of doubled. A position or the reason there is
 * none: never both, never neither.
 */
export const ZPunchRequest = z
  .strictObject({
    id: z.uuidv4(says('validation.timeclock.punchId')),
    type: z.enum(PUNCH_TYPES, says('validation.timeclock.punchType')),
    business_id: z.uuid(says('validation.shared.businessId')),
    /** When the person pressed the button, by their device's clock (kept; the server's is the record). */
    client_time: z.iso.datetime(instant('client_time')),
    latitude: finite('latitude')
      .refine((v) => v >= -90 && v <= 90, says('validation.shared.latitudeRange'))
      .optional(),
    longitude: finite('longitude')
      .refine((v) => v >= -180 && v <= 180, says('validation.shared.longitudeRange'))
      .optional(),
    /** The browser's accuracy radius in metres (95% confidence is not promised; it is what it says). */
    accuracy: finite('accuracy')
      .refine((v) => v >= 0 && v <= 1_000_000, says('validation.timeclock.accuracy'))
      .optional(),
    position_time: z.iso.datetime(instant('position_time')).optional(),
    location_error: z.enum(LOCATION_ERRORS, says('validation.timeclock.locationError')).optional(),
    /**
     * The device's last contact with the server before the punch: the server's time then and the
     * device clock's offset measured at it (server minus device, in ms). With it the punch's time
     * is `client_time + offset_ms`, bounded by that contact and the delivery; without it (older
     * clients, scripts) the server's clock on arrival is the time, as before.
     */
    last_contact: z
      .strictObject({
        server_time: z.iso.datetime(instant('last_contact.server_time')),
        offset_ms: z
          .number(says('validation.timeclock.offset'))
          .int(says('validation.timeclock.offset'))
          .min(-TIMECLOCK.offsetMaxMs, says('validation.timeclock.offset'))
          .max(TIMECLOCK.offsetMaxMs, says('validation.timeclock.offset')),
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const position = [body.latitude, body.longitude, body.accuracy, body.position_time];
    const given = position.filter((v) => v !== undefined).length;
    if (body.location_error !== undefined) {
      if (given > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['location_error'],
          message: says('validation.timeclock.positionAndError').error(),
        });
      return;
    }
    if (given < position.length)
      ctx.addIssue({
        code: 'custom',
        path: ['latitude'],
        message: says('validation.timeclock.partialPosition').error(),
      });
  });
export type TPunchRequest = z.infer<typeof ZPunchRequest>;

const receiptPosition = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    accuracy_m: z.number(),
    time: z.string(),
  })
  .nullable();

/**
 * The signed facts of one punch, version 1 (punches made before receipts version 2). Its RFC 8785
 * canonical JSON is what the key signs, so anything that reads a receipt can check it with nothing
 * but the published key. `server_time` is the server's clock when the punch arrived.
 */
export const ZReceiptV1 = z.object({
  v: z.literal(1),
  kind: z.literal('verifiedhours.punch'),
  key_id: z.string(),
  punch_id: z.uuid(),
  type: z.enum(PUNCH_TYPES),
  staff_uid: z.uuid(),
  staff_name: z.string(),
  business_id: z.uuid(),
  business_name: z.string(),
  shift_id: z.uuid(),
  server_time: z.string(),
  client_time: z.string(),
  position: receiptPosition,
  location_error: z.enum(LOCATION_ERRORS).nullable(),
  centre: z.object({ latitude: z.number(), longitude: z.number(), radius_m: z.number() }),
  distance_m: z.number().nullable(),
  verdict: z.enum(VERDICTS),
  reasons: z.array(z.enum(VERDICT_REASONS)),
  /** The business's audit chain right after this punch: its position and hash. */
  chain: z.object({ seq: z.number().int(), hash: z.string() }),
});
export type TReceiptV1 = z.infer<typeof ZReceiptV1>;

/**
 * A signal that vouches for where or how a punch was made besides the position (the paired kiosk
 * of a centre, a presence check). Version 2 carries a list of them, empty until those arrive; a
 * verifier shows kinds it does not know by name and never drops their fields (the signature
 * covers them).
 */
export const ZReceiptSignal = z.looseObject({ kind: z.string() });
export type TReceiptSignal = z.infer<typeof ZReceiptSignal>;

/**
 * Version 2, for every punch since the offline clock: version 1's facts, where `server_time` is
 * the time of record (the server's clock on arrival, or for a punch kept on the device the
 * claimed time corrected by the offset, bounded by the last contact and the delivery), and
 * `client_time` the claimed time (the device's clock at the press); and besides them:
 */
export const ZReceiptV2 = ZReceiptV1.extend({
  v: z.literal(2),
  /** The server's clock when the punch arrived. */
  received_time: z.string(),
  /** The device clock's offset (server minus device, ms) measured at its last contact; null: none sent. */
  offset_ms: z.number().int().nullable(),
  /** The server's time at that last contact; null: none sent. */
  last_contact_time: z.string().nullable(),
  signals: z.array(ZReceiptSignal),
});
export type TReceiptV2 = z.infer<typeof ZReceiptV2>;

export const ZReceipt = z.discriminatedUnion('v', [ZReceiptV1, ZReceiptV2]);
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZSignedReceipt = z.object({
  receipt: ZReceipt,
  alg: z.literal('Ed25519'),
  /** base64url of the Ed25519 signature over the receipt's canonical JSON (UTF-8). */
  signature: z.string(),
});
export type TSignedReceipt = z.infer<typeof ZSignedReceipt>;

export const ZReceiptKey = z.object({
  key_id: z.string(),
  alg: z.literal('Ed25519'),
  /** base64url of the 32-byte raw public key. */
  public_key: z.string(),
  created_at: z.string(),
  retired_at: z.string().nullable(),
});
export const ZReceiptKeys = z.object({ keys: z.array(ZReceiptKey) });
export type TReceiptKey = z.infer<typeof ZReceiptKey>;
export type TReceiptKeys = z.infer<typeof ZReceiptKeys>;

export const REVIEW_DECISIONS = ['accepted', 'rejected'] as const;
export type TReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const ZPunchReview = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  reason: z.string(),
  reviewer_name: z.string(),
  reviewed_at: z.string(),
});

export const ZPunch = z.object({
  id: z.uuid(),
  type: z.enum(PUNCH_TYPES),
  staff_uid: z.uuid(),
  business_id: z.uuid(),
  shift_id: z.uuid(),
  /** The time of record (see ZReceiptV2). */
  server_time: z.string(),
  /** The device's clock at the press. */
  client_time: z.string(),
  /** When the server received it: later than server_time for a punch kept offline. */
  received_time: z.string(),
  /** The device clock's offset at its last contact (server minus device, ms); null: none sent. */
  offset_ms: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy_m: z.number().nullable(),
  location_error: z.enum(LOCATION_ERRORS).nullable(),
  distance_m: z.number().nullable(),
  verdict: z.enum(VERDICTS),
  reasons: z.array(z.enum(VERDICT_REASONS)),
  needs_review: z.boolean(),
  review: ZPunchReview.nullable(),
  /** Its notes, oldest first (the person's own, and their employer's reviewers, see them). */
  notes: z.array(ZPunchNote),
});
export type TPunch = z.infer<typeof ZPunch>;

export const ZPunchResponse = z.object({ punch: ZPunch, receipt: ZSignedReceipt });
export type TPunchResponse = z.infer<typeof ZPunchResponse>;

export const ZShift = z.object({
  id: z.uuid(),
  staff_uid: z.uuid(),
  business_id: z.uuid(),
  business_name: z.string(),
  time_zone: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  /** Since when the person is on a break, if they are. */
  break_started_at: z.string().nullable(),
  /** Finished breaks, in seconds (unpaid time). */
  break_seconds: z.number().int(),
  /** Time between clock-in and clock-out (or now) less breaks, in seconds, from instants. */
  worked_seconds: z.number().int(),
  flagged: z.boolean(),
  punches: z.array(ZPunch),
});
export type TShift = z.infer<typeof ZShift>;

export const ZClockCentre = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius_m: z.number().int(),
});
export type TClockCentre = z.infer<typeof ZClockCentre>;

/** GET /api/timeclock/status/: what the Clock panel needs. */
export const ZClockStatus = z.object({
  centres: z.array(ZClockCentre),
  shift: ZShift.nullable(),
  server_time: z.string(),
});
export type TClockStatus = z.infer<typeof ZClockStatus>;

export const ZShiftsQuery = z.strictObject({
  from: z.iso.datetime(instant('from')).optional(),
  to: z.iso.datetime(instant('to')).optional(),
});
export const ZShiftList = z.object({ shifts: z.array(ZShift) });
export type TShiftList = z.infer<typeof ZShiftList>;

export const ZReceiptsQuery = z.strictObject({
  from: z.iso.datetime(instant('from')),
  to: z.iso.datetime(instant('to')),
});
export const ZReceiptList = z.object({ receipts: z.array(ZSignedReceipt) });
export type TReceiptList = z.infer<typeof ZReceiptList>;

export const ZPunchParams = z.strictObject({
  id: z.uuid(says('validation.timeclock.noSuchPunch')),
});

/** The who's-in board: everyone with an open shift at the employer's centres. */
export const ZBoardEntry = z.object({
  shift_id: z.uuid(),
  staff_uid: z.uuid(),
  name: z.string(),
  position: z.string().nullable(),
  business_id: z.uuid(),
  business_name: z.string(),
  time_zone: z.string(),
  started_at: z.string(),
  break_started_at: z.string().nullable(),
  verdict: z.enum(VERDICTS),
  reasons: z.array(z.enum(VERDICT_REASONS)),
  /** Open longer than the centre's limit: probably a forgotten clock-out. */
  overdue: z.boolean(),
});
export const ZBoard = z.object({ entries: z.array(ZBoardEntry), server_time: z.string() });
export type TBoard = z.infer<typeof ZBoard>;
export type TBoardEntry = z.infer<typeof ZBoardEntry>;

export const ZReviewItem = z.object({
  punch: ZPunch,
  name: z.string(),
  business_name: z.string(),
  time_zone: z.string(),
  centre: z.object({ latitude: z.number(), longitude: z.number(), radius_m: z.number() }),
});
export const ZReviewQueue = z.object({ items: z.array(ZReviewItem) });
export type TReviewItem = z.infer<typeof ZReviewItem>;
export type TReviewQueue = z.infer<typeof ZReviewQueue>;

const reviewDecision = () => z.enum(REVIEW_DECISIONS, says('validation.timeclock.decision'));
const reviewReason = () =>
  ZText({
    min: 1,
    max: TIMECLOCK.reasonMax,
    multiline: true,
    required: words('validation.timeclock.decisionReason'),
    tooLong: words('validation.shared.reasonTooLong', { max: TIMECLOCK.reasonMax }),
  });

export const ZReviewRequest = z.strictObject({
  decision: reviewDecision(),
  reason: reviewReason(),
});
export type TReviewRequest = z.infer<typeof ZReviewRequest>;

/**
 * POST /api/timeclock/reviews/batch/: many decisions in one request, each punch at most once. Each
 * decision is its own review and its own chain entry; they commit a chunk at a time
 * (REVIEWS.batchChunk), so the answer is per punch, never all or nothing.
 */
export const ZReviewBatchRequest = z.strictObject({
  items: z
    .array(
      z.strictObject({
        punch_id: z.uuid(says('validation.timeclock.noSuchPunch')),
        decision: reviewDecision(),
        reason: reviewReason(),
      }),
      says('validation.timeclock.batchItems', { max: REVIEWS.batchMax }),
    )
    .min(1, says('validation.timeclock.batchItems', { max: REVIEWS.batchMax }))
    .max(REVIEWS.batchMax, says('validation.timeclock.batchItems', { max: REVIEWS.batchMax }))
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.punch_id))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'punch_id'],
            message: says('validation.timeclock.batchDuplicate').error(),
          });
        seen.add(item.punch_id);
      });
    }),
});
export type TReviewBatchRequest = z.infer<typeof ZReviewBatchRequest>;

/**
 * What became of each decision of a batch, in the order sent: `accepted` or `rejected` when it is
 * recorded (now, or earlier by the same reviewer with the same decision and reason, so a batch
 * sent again gets the same answer); `not_found` for a punch that does not exist or is not the
 * caller's to review (nothing more is told); `own_punch` for a manager's own punch, which someone
 * else decides; `no_review_needed` for a verified punch; `already_reviewed` when another decision
 * was recorded before. Nothing is written for any but the first two.
 */
export const REVIEW_OUTCOMES = [
  'accepted',
  'rejected',
  'not_found',
  'own_punch',
  'no_review_needed',
  'already_reviewed',
] as const;
export type TReviewOutcome = (typeof REVIEW_OUTCOMES)[number];
export const ZReviewBatchResult = z.object({
  results: z.array(z.object({ punch_id: z.uuid(), outcome: z.enum(REVIEW_OUTCOMES) })),
});
export type TReviewBatchResult = z.infer<typeof ZReviewBatchResult>;

export const ZAuditEntry = z.object({
  seq: z.number().int(),
  at: z.string(),
  actor_uid: z.string(),
  actor_name: z.string(),
  action: z.string(),
  subject: z.string(),
  /** The person the entry is about (whose punch, week or account), when it is about one. */
  subject_name: z.string().nullable(),
  /** The reason written with the action (a review, an edit, an unlock), if one was. */
  reason: z.string().nullable(),
  /** The punch a review decided: its kind and when it was made, where its centre is. */
  punch: z.object({ type: z.enum(PUNCH_TYPES), at: z.string(), time_zone: z.string() }).nullable(),
  data: z.record(z.string(), z.unknown()),
  hash: z.string(),
});
export const ZAuditPage = z.object({
  entries: z.array(ZAuditEntry),
  /** Pass as `before` for the next (older) page; null at the start of the chain. */
  next_before: z.number().int().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export type TAuditPage = z.infer<typeof ZAuditPage>;
export const ZAuditQuery = z.strictObject({
  before: ZQueryWholeNumber(words('validation.timeclock.before'))
    .pipe(z.number().positive(says('validation.timeclock.before')))
    .optional(),
});

export const AUDIT_PROBLEMS = ['altered', 'missing', 'reordered'] as const;
/**
 * A row the hours are computed from that disagrees with the chain: `changed` (its columns differ
 * from the latest entry that binds it), `missing` (an entry binds it and it is gone), `unbound`
 * (no entry says it should be there).
 */
export const ROW_PROBLEMS = ['changed', 'missing', 'unbound'] as const;
export const ZRowProblem = z.object({
  table: z.string(),
  key: z.string(),
  problem: z.enum(ROW_PROBLEMS),
  /** The columns that differ, by their SQL names. */
  columns: z.array(z.string()),
  detail: z.string(),
});
export type TRowProblem = z.infer<typeof ZRowProblem>;
/** The result of walking a business's chain from its first entry to its head. */
export const ZChainReport = z.object({
  ok: z.boolean(),
  length: z.number().int(),
  head: z.string().nullable(),
  first_bad: z
    .object({ seq: z.number().int(), problem: z.enum(AUDIT_PROBLEMS), detail: z.string() })
    .nullable(),
  /** Entries whose content a privacy purge replaced with the redaction marker (still verified). */
  redacted: z.number().int(),
  /** Rows compared with the chain (punches, and every row an entry binds). */
  rows_checked: z.number().int(),
  /** The first rows that disagree with the chain, and how many more do. */
  row_problems: z.array(ZRowProblem),
  more_row_problems: z.number().int(),
  checked_at: z.string(),
});
export type TChainReport = z.infer<typeof ZChainReport>;

export const AUDIT_VERIFICATION_STATES = ['queued', 'running', 'done', 'failed'] as const;
/**
 * A check of the chain and the rows bound to it, run in the background (a large business takes
 * longer than a request may): its progress while it runs, its report once done.
 */
export const ZAuditVerification = z.object({
  id: z.uuid(),
  /** queued: waiting for another check on the same server; failed: stopped before the end. */
  state: z.enum(AUDIT_VERIFICATION_STATES),
  entries_total: z.number().int(),
  entries_checked: z.number().int(),
  rows_total: z.number().int(),
  rows_checked: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Once done. */
  report: ZChainReport.nullable(),
  /** Why a failed check stopped, in words. */
  failure: z.string().nullable(),
});
export type TAuditVerification = z.infer<typeof ZAuditVerification>;
export const ZLatestAuditVerification = z.object({ verification: ZAuditVerification.nullable() });
export type TLatestAuditVerification = z.infer<typeof ZLatestAuditVerification>;
export const ZAuditVerificationParams = z.strictObject({
  id: z.uuid(says('validation.shared.centreId')),
  verification_id: z.uuid(says('validation.timeclock.verificationId')),
});
