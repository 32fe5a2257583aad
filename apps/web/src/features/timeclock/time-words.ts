import {
  distanceWords,
  durationWords,
  t,
  TIMECLOCK,
  type TPunch,
  type TVerdictReason,
} from '@vh/contracts';
import { formatTimeAt } from '../../lib/dates.ts';

/** 1,234 m, or 2.3 km past a kilometre. */
export const formatDistance = distanceWords;

/** A length of time from seconds: "7 h 05 min", "42 min". */
export const formatDuration = durationWords;

// A time of day where the centre is: the time clock's screens write it as every screen does.
export { formatTimeAt };

/** How long after its time of record a punch reached the server, in seconds (0 for on time). */
export function lateSeconds(punch: Pick<TPunch, 'server_time' | 'received_time'>): number {
  return Math.max(0, Date.parse(punch.received_time) - Date.parse(punch.server_time)) / 1000;
}

export function formatDayAt(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso));
}

/** The verdict in words, as the person reads it right after punching. */
export function verdictWords(punch: TPunch, centreName: string): string {
  if (punch.latitude === null || punch.distance_m === null)
    return t('timeclock.verdict.noLocation');
  if (punch.verdict === 'inside') {
    return t('timeclock.verdict.inside', {
      centre: centreName,
      distance: formatDistance(punch.distance_m),
      accuracy: formatDistance(punch.accuracy_m ?? 0),
    });
  }
  if (punch.verdict === 'outside')
    return t('timeclock.verdict.outside', { distance: formatDistance(punch.distance_m) });
  return t('timeclock.verdict.uncertain', { centre: centreName });
}

/**
 * A punch kept on the phone, for whoever reviews it, on one line of times of day at the centre:
 * "Made 9:02 (phone's time 9:04) · received 9:49". Null for a punch that arrived on time
 * (within TIMECLOCK.offlineLateAfterS), whose one time says it all. A time on another day than
 * the time of record carries its day.
 */
export function bothTimesWords(punch: TPunch, timeZone: string): string | null {
  if (lateSeconds(punch) <= TIMECLOCK.offlineLateAfterS) return null;
  const day = formatDayAt(punch.server_time, timeZone);
  const at = (iso: string) => {
    const time = formatTimeAt(iso, timeZone);
    return formatDayAt(iso, timeZone) === day ? time : `${formatDayAt(iso, timeZone)} ${time}`;
  };
  return t('punches.bothTimes', {
    made: formatTimeAt(punch.server_time, timeZone),
    claimed: at(punch.client_time),
    received: at(punch.received_time),
  });
}

/**
 * Why a punch needs review, as a sentence with the figure the punch carries: to the person who
 * punched ("Your phone's clock was 4 min off the server's."), or, given `name`, to whoever reviews it.
 */
export function reasonSentence(punch: TPunch, reason: TVerdictReason, name?: string): string {
  const whose = name === undefined ? 'own' : 'of';
  const values = {
    name: name ?? '',
    accuracy: punch.accuracy_m === null ? '' : formatDistance(punch.accuracy_m),
    distance: punch.distance_m === null ? '' : formatDistance(punch.distance_m),
    age: formatDuration(TIMECLOCK.positionMaxAgeS),
    // The offset measured at the last contact is what CLOCK_SKEW judged, when the phone sent one.
    difference: formatDuration(
      punch.offset_ms !== null
        ? Math.abs(punch.offset_ms) / 1000
        : Math.abs(Date.parse(punch.client_time) - Date.parse(punch.server_time)) / 1000,
    ),
    late: formatDuration(lateSeconds(punch)),
  };
  if (reason === 'LOW_ACCURACY' && punch.accuracy_m === null)
    return t(`punches.reasonSentences.${whose}.LOW_ACCURACY_plain`, values);
  if (reason === 'NEAR_EDGE' && punch.distance_m === null)
    return t(`punches.reasonSentences.${whose}.NEAR_EDGE_plain`, values);
  return t(`punches.reasonSentences.${whose}.${reason}`, values);
}
