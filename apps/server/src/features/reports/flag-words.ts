import {
  t,
  type TPunchType,
  type TReviewDecision,
  type TVerdict,
  type TVerdictReason,
} from '@vh/contracts';

/** A flagged punch as a manager reads it: 'Clock-in: position uncertain — No location. Accepted.' */
export function flaggedPunchWords(punch: {
  type: TPunchType;
  verdict: TVerdict;
  reasons: readonly TVerdictReason[];
  decision: TReviewDecision | null;
}): string {
  const why = punch.reasons.map((reason) => t(`punches.reasons.${reason}`)).join('; ');
  const words = {
    type: t(`punches.types.${punch.type}`),
    place: t(`punches.places.${punch.verdict}`),
    review: punch.decision
      ? t(`punches.decisions.${punch.decision}`)
      : t('server.reports.notReviewed'),
  };
  return why
    ? t('server.reports.flaggedPunch', { ...words, why })
    : t('server.reports.flaggedPunchNoReason', words);
}
