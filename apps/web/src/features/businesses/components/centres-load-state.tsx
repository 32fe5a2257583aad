import { Alert, Button, Loader } from '@mantine/core';
import { t } from '@vh/contracts';
import type { useCentres } from '../hooks/use-centres.ts';

/** The centres list still loading, or failed with a way to try again; nothing once it is there. */
export function CentresLoadState({ centres }: { centres: ReturnType<typeof useCentres> }) {
  return (
    <>
      {centres.isPending && <Loader size="sm" role="status" aria-label={t('businesses.title')} />}
      {centres.isError && (
        <Alert color="red" variant="light" title={t('businesses.loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void centres.refetch()}>
            {t('common.actions.tryAgain')}
          </Button>
        </Alert>
      )}
    </>
  );
}
