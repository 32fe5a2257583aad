import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useManualRefresh } from '../lib/use-manual-refresh.ts';
import { t } from '@vh/contracts';

/**
 * 'Refresh' for a screen's data; `what` names it for screen readers when a page has more than one
 * (the visible word starts the accessible name, so voice control finds it by what it shows).
 */
export function RefreshButton({
  what,
  refetch,
  disabled = false,
}: {
  what: string;
  refetch: () => Promise<{ isError: boolean; error: unknown }>;
  disabled?: boolean;
}) {
  const { refresh, busy } = useManualRefresh(refetch);
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconRefresh size={16} aria-hidden />}
      aria-label={t('common.actions.refreshWhat', { what })}
      loading={busy}
      disabled={disabled}
      onClick={() => void refresh()}
    >
      {t('common.actions.refresh')}
    </Button>
  );
}
