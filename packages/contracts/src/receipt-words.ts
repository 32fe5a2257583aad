import { t } from './i18n.ts';
import { TIMECLOCK } from './constants.ts';
import { distanceWords, durationWords } from './unit-words.ts';
import type { TReceipt, TVerdictReason } from './timeclock.ts';

// A receipt as a person reads it, the same on /verify and on the printed receipt: who, where,
// when, what, the verdict and the distance, in sentences. The codes stay in the technical details.

export type ReceiptFact = 'who' | 'where' | 'when' | 'what' | 'verdict' | 'distance';

export type ReceiptWords = {
  /** 'Clock-in: Grace Hopper'. */
  title: string;
  facts: { key: ReceiptFact; label: string; value: string }[];
  /** Why it was flagged, one sentence each, with the receipt's own figures. */
  reasons: string[];
  /** What the phone's clock said, as a sentence. */
  deviceTime: string;
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
    difference: durationWords(
      Math.abs(Date.parse(receipt.client_time) - Date.parse(receipt.server_time)) / 1000,
    ),
  };
  if (reason === 'LOW_ACCURACY' && accuracy === undefined)
    return t('punches.reasonSentences.of.LOW_ACCURACY_plain', values);
  if (reason === 'NEAR_EDGE' && receipt.distance_m === null)
    return t('punches.reasonSentences.of.NEAR_EDGE_plain', values);
  return t(`punches.reasonSentences.of.${reason}`, values);
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
    ],
    reasons: receipt.reasons.map((reason) => reasonSentence(receipt, reason)),
    deviceTime: t('verify.card.deviceTime', { time: device.time }),
    flagged,
  };
}
