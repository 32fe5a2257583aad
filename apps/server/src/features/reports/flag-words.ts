import {
  punchTypeWords,
  reviewDecisionWords,
  verdictReasonWords,
  verdictPlaceWords,
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
  const why = punch.reasons.map((reason) => verdictReasonWords[reason]).join('; ');
  const review = punch.decision ? reviewDecisionWords[punch.decision] : 'Not reviewed yet';
  return `${punchTypeWords[punch.type]}: ${verdictPlaceWords[punch.verdict]}${why ? ` — ${why}` : ''}. ${review}.`;
}
