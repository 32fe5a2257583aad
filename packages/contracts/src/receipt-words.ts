import { t } from './i18n.ts';
import { TIMECLOCK } from './constants.ts';
import { distanceWords, durationWords } from './unit-words.ts';
import type { TReceipt, TReceiptV2, TVerdictReason } from './timeclock.ts';

// A receipt as a person reads it, the same on /verify and on the printed receipt: who, where,
// when, what, the verdict and the distance, in sentences (version 2 adds the phone's time, the
// arrival, the clock's offset and the signals). The codes stay in the technical details.

export type ReceiptFact =
  | 'who'
  | 'where'
  | 'when'
  | 'what'
  | 'verdict'
  | 'distance'
  // Version 2 only: the phone's time at the press, the arrival, the clock's offset, the signals.
  | 'claimed'
  | 'received'
  | 'offset'
  | 'signals';

export type ReceiptWords = {
  /** 'Clock-in: Grace Hopper'. */
  title: string;
  facts: { key: ReceiptFact; label: string; value: string }[];
  /** Why it was flagged, one sentence each, with the receipt's own figures. */
  reasons: string[];
  /** What the phone's clock said, as a sentence; null for version 2, whose facts say it. */
  deviceTime: string | null;
  flagged: boolean;
};

/** 'November 25, 2026 at 9:00 a.m.' and its zone ('EST'), in `timeZone` or the reader's own. */
function instantWords(iso: string, timeZone: string | undefined): { time: string; zone: string } {
  const at = new Date(iso);
  const zoned = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    } catch {
      // A zone this runtime does not know: UTC, which the zone's name then says.
      return new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
    }
  };
  const time = zoned({ dateStyle: 'long', timeStyle: 'short' }).format(at);
  const zone =
    zoned({ timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'UTC';
  return { time, zone };
}

function reasonSentence(receipt: TReceipt, reason: TVerdictReason): string {
  const accuracy = receipt.position?.accuracy_m;
  const values = {
    name: receipt.staff_name,
    accuracy: accuracy === undefined ? '' : distanceWords(accuracy),
    distance: receipt.distance_m === null ? '' : distanceWords(receipt.distance_m),
    age: durationWords(TIMECLOCK.positionMaxAgeS),
    // Version 2 measured the clock at the last contact: that offset is what CLOCK_SKEW judged.
    difference: durationWords(
      receipt.v === 2 && receipt.offset_ms !== null
        ? Math.abs(receipt.offset_ms) / 1000
        : Math.abs(Date.parse(receipt.client_time) - Date.parse(receipt.server_time)) / 1000,
    ),
    late: receipt.v === 2 ? durationWords(lateSeconds(receipt)) : '',
  };
  if (reason === 'LOW_ACCURACY' && accuracy === undefined)
    return t('punches.reasonSentences.of.LOW_ACCURACY_plain', values);
  if (reason === 'NEAR_EDGE' && receipt.distance_m === null)
    return t('punches.reasonSentences.of.NEAR_EDGE_plain', values);
  return t(`punches.reasonSentences.of.${reason}`, values);
}

/** How long after its time of record a version 2 punch reached the server, in seconds. */
function lateSeconds(receipt: TReceiptV2): number {
  return Math.max(0, Date.parse(receipt.received_time) - Date.parse(receipt.server_time)) / 1000;
}

/** '12 s' under a minute (a clock a few seconds off is worth saying exactly), else '2 min'. */
function offsetAmount(ms: number): string {
  const seconds = Math.round(Math.abs(ms) / 1000);
  return seconds < 60 ? t('verify.card.seconds', { seconds }) : durationWords(seconds);
}

/** Version 2's facts: the claimed time, the arrival, the clock's offset and the signals. */
function versionTwoFacts(receipt: TReceiptV2, timeZone: string | undefined) {
  const time = (iso: string) => instantWords(iso, timeZone).time;
  const received =
    lateSeconds(receipt) > TIMECLOCK.offlineLateAfterS
      ? t('verify.card.receivedLate', {
          time: time(receipt.received_time),
          late: durationWords(lateSeconds(receipt)),
        })
      : time(receipt.received_time);
  const { offset_ms: offset, last_contact_time: contact } = receipt;
  let clock: string;
  if (offset === null || contact === null) clock = t('verify.card.offsetUnknown');
  else {
    const direction = Math.round(offset / 1000) === 0 ? 'same' : offset < 0 ? 'ahead' : 'behind';
    clock = t(`verify.card.offset.${direction}`, {
      amount: offsetAmount(offset),
      time: time(contact),
    });
  }
  const facts: [ReceiptFact, string][] = [
    ['claimed', time(receipt.client_time)],
    ['received', received],
    ['offset', clock],
  ];
  // A kind this version does not describe is named as the receipt names it.
  if (receipt.signals.length > 0)
    facts.push(['signals', receipt.signals.map((signal) => signal.kind).join(', ')]);
  return facts;
}

/**
 * The receipt in words. `timeZone`: the centre's, where the reader knows it (its owner, the
 * printed receipt); without it, times are the reader's own and say so.
 */
export function receiptWords(receipt: TReceipt, timeZone?: string): ReceiptWords {
  const name = receipt.staff_name;
  const what = t(`punches.types.${receipt.type}`);
  const flagged = receipt.verdict !== 'inside' || receipt.reasons.length > 0;
  const verdict = receipt.verdict === 'inside' && flagged ? 'insideFlagged' : receipt.verdict;
  const when = instantWords(receipt.server_time, timeZone);
  const device = instantWords(receipt.client_time, timeZone);
  const distance =
    receipt.distance_m !== null && receipt.position
      ? t('verify.card.distance', {
          distance: distanceWords(receipt.distance_m),
          radius: distanceWords(receipt.centre.radius_m),
          accuracy: distanceWords(receipt.position.accuracy_m),
        })
      : t('verify.card.noDistance', {
          reason: receipt.location_error
            ? t(`verify.locationErrors.${receipt.location_error}`)
            : t('verify.card.notShared'),
        });
  const value = (key: ReceiptFact, text: string) => ({
    key,
    label: t(`verify.card.labels.${key}`),
    value: text,
  });
  return {
    title: t('verify.card.title', { what, name }),
    facts: [
      value('who', name),
      value('where', receipt.business_name),
      value(
        'when',
        timeZone ? t('verify.card.whenAtCentre', when) : t('verify.card.whenHere', when),
      ),
      value('what', what),
      value('verdict', t(`verify.card.verdicts.${verdict}`, { name })),
      value('distance', distance),
      ...(receipt.v === 2
        ? versionTwoFacts(receipt, timeZone).map(([key, text]) => value(key, text))
        : []),
    ],
    reasons: receipt.reasons.map((reason) => reasonSentence(receipt, reason)),
    deviceTime: receipt.v === 2 ? null : t('verify.card.deviceTime', { time: device.time }),
    flagged,
  };
}
