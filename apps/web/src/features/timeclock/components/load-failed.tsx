import { t } from '@vh/contracts';
import { Alert, Button } from '@mantine/core';

/** A fetch that failed: the spec's message once, and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" title={t('toasts.fetchError')}>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t('common.actions.tryAgain')}
      </Button>
    </Alert>
  );
}
