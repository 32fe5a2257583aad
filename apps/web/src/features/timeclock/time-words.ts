import {
  distanceWords,
  durationWords,
  t,
  TIMECLOCK,
  type TPunch,
  type TVerdictReason,
} from '@vh/contracts';

/** 1,234 m, or 2.3 km past a kilometre. */
export const formatDistance = distanceWords;

/** A length of time from seconds: "7 h 05 min", "42 min". */
export const formatDuration = durationWords;

// A time of day where the centre is: the time clock's screens write it as every screen does.
export { formatTimeAt } from '../../lib/dates.ts';

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
    difference: formatDuration(
      Math.abs(new Date(punch.client_time).getTime() - new Date(punch.server_time).getTime()) /
        1000,
    ),
  };
  if (reason === 'LOW_ACCURACY' && punch.accuracy_m === null)
    return t(`punches.reasonSentences.${whose}.LOW_ACCURACY_plain`, values);
  if (reason === 'NEAR_EDGE' && punch.distance_m === null)
    return t(`punches.reasonSentences.${whose}.NEAR_EDGE_plain`, values);
  return t(`punches.reasonSentences.${whose}.${reason}`, values);
}
