import { Badge } from '@mantine/core';
import { t, type TPunch } from '@vh/contracts';

/** Verified, needs review, or what the reviewer decided; shades chosen for 4.5:1 text contrast. */
export function PunchBadge({ punch }: { punch: TPunch }) {
  if (!punch.needs_review) {
    return (
      <Badge color="teal.9" size="sm">
        {t('timeclock.verified')}
      </Badge>
    );
  }
  if (punch.review) {
    const accepted = punch.review.decision === 'accepted';
    return (
      <Badge color={accepted ? 'cyan.9' : 'red.9'} size="sm">
        {t(accepted ? 'punches.decisions.accepted' : 'punches.decisions.rejected')}
      </Badge>
    );
  }
  return (
    <Badge color="yellow" c="dark" variant="filled" size="sm">
      {t('timeclock.needsReview')}
    </Badge>
  );
}
