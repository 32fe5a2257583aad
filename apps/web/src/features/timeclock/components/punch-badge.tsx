import { Badge } from '@mantine/core';
import type { TPunch } from '@vh/contracts';
import { timeclockCopy as t } from '../timeclock.copy.ts';

/** Verified, flagged, or what the reviewer decided; shades chosen for 4.5:1 text contrast. */
export function PunchBadge({ punch }: { punch: TPunch }) {
  if (!punch.needs_review) {
    return (
      <Badge color="teal.9" size="sm">
        {t.verified}
      </Badge>
    );
  }
  if (punch.review) {
    const accepted = punch.review.decision === 'accepted';
    return (
      <Badge color={accepted ? 'cyan.9' : 'red.9'} size="sm">
        {accepted ? t.accepted : t.rejected}
      </Badge>
    );
  }
  return (
    <Badge color="yellow" c="dark" variant="filled" size="sm">
      {t.flagged}
    </Badge>
  );
}
