import { t } from '@vh/contracts';
import { Alert, Button } from '@mantine/core';
import { serverMessage } from '../server-message.ts';

/** A load that failed: the server's reason where it gave one, and a way to try again. */
export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" title={serverMessage(error, t('toasts.fetchError'))}>
      {onRetry && (
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.actions.tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
