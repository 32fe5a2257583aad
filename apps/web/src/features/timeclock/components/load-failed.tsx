import { Alert, Button } from '@mantine/core';
import { timeclockCopy as t } from '../timeclock.copy.ts';

/** A fetch that failed: the spec's message once, and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" title={t.loadFailed}>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t.retry}
      </Button>
    </Alert>
  );
}
