import { isMessageKey, t, translate, type TAuditEntry } from '@vh/contracts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { formatDayAt, formatTimeAt } from './time-words.ts';

/** A punch's time as the screens write it; its day too when the review came on another day. */
function punchTime(punch: NonNullable<TAuditEntry['punch']>, decidedAt: string): string {
  const time = formatTimeAt(punch.at, punch.time_zone);
  const day = formatDayAt(punch.at, punch.time_zone);
  return day === formatDayAt(decidedAt, punch.time_zone) ? time : `${day}, ${time}`;
}

/**
 * An audit entry as a sentence: who did what, to whom, with the reason they wrote. An action the
 * catalogue does not name still reads as words; its code stays in the technical details.
 */
export function auditSentence(entry: TAuditEntry): string {
  const values = {
    actor: entry.actor_name,
    subject: entry.subject_name ?? t('timeclock.auditSomeone'),
    week:
      typeof entry.data.week_start === 'string' ? formatCalendarDate(entry.data.week_start) : '',
    type: entry.punch?.type ?? 'other',
    time: entry.punch ? punchTime(entry.punch, entry.at) : '',
  };
  // A note's words are the entry's own (its data), not a reason given for an action.
  if (entry.action === 'punch.note' && typeof entry.data.note === 'string') {
    const { actor, type, time } = values;
    return t('punchNotes.audit', { actor, type, time, note: entry.data.note });
  }
  const review = /^punch\.review\.(accepted|rejected)$/.exec(entry.action)?.[1];
  const key =
    review && !entry.punch
      ? `timeclock.auditSentences.punchReviewedGone.${review}`
      : `timeclock.auditSentences.${entry.action}`;
  const sentence = isMessageKey(key)
    ? translate(key, values)
    : t('timeclock.auditUnknown', { actor: entry.actor_name });
  return entry.reason
    ? t('timeclock.auditWithReason', { sentence, reason: entry.reason })
    : sentence;
}
