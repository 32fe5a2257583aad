import { t } from '@vh/contracts';
import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useCorrections } from '../hooks/use-timesheets.ts';

/**
 * Staff members' correction requests wait for an answer on the timesheet; this says so where owners
 * and managers review flagged punches. Nothing when none is open.
 */
export function CorrectionsWaiting() {
  const corrections = useCorrections();
  const waiting = corrections.data?.items.filter((c) => c.status === 'open').length ?? 0;
  if (waiting === 0) return null;
  return (
    <Alert color="yellow" variant="light">
      {t('timesheets.correctionsWaiting', { count: waiting })}{' '}
      <Anchor component={Link} to="/dashboard?panel=timesheets">
        {t('timesheets.openCorrections')}
      </Anchor>
    </Alert>
  );
}
