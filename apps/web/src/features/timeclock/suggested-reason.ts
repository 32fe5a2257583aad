import { t, type TPunch, type TVerdictReason } from '@vh/contracts';

const suggestion = (reason: TVerdictReason): string => t(`timeclock.suggestedReason.${reason}`);

/**
 * A reason to accept a flagged punch, from why it was flagged: one sentence per flag, in the
 * order the server gave them ("Within GPS accuracy of the centre."). The reviewer may change it;
 * it is never a reason to reject.
 */
export function suggestedReason(punch: Pick<TPunch, 'verdict' | 'reasons'>): string {
  const sentences = punch.reasons.map(suggestion);
  // An outside punch carries no flag of its own: where it was is the reason.
  if (punch.verdict === 'outside') sentences.unshift(t('timeclock.suggestedReason.outside'));
  return sentences.join(' ');
}
