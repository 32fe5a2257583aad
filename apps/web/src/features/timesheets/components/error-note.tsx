import { Alert, Button } from '@mantine/core';
import { serverMessage } from '../server-message.ts';
import { timesheetsCopy as t } from '../timesheets.copy.ts';

/** A load that failed: the server's reason where it gave one, and a way to try again. */
export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" title={serverMessage(error, t.loadFailed)}>
      {onRetry && (
        <Button size="xs" variant="default" onClick={onRetry}>
          {t.retry}
        </Button>
      )}
    </Alert>
  );
}
