import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '@vh/contracts';

/** Login and Sign up for visitors; a Dashboard button for a signed-in USER (SPEC §2). */
export function AccountActions({
  signedInUser,
  fullWidth = false,
  onNavigate,
}: {
  signedInUser: boolean;
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  if (signedInUser) {
    return (
      <Button component={Link} to="/dashboard" fullWidth={fullWidth} onClick={onNavigate}>
        {t('common.publicShell.dashboard')}
      </Button>
    );
  }
  return (
    <>
      <Button
        component={Link}
        to="/login"
        variant="default"
        fullWidth={fullWidth}
        onClick={onNavigate}
      >
        {t('common.actions.login')}
      </Button>
      <Button component={Link} to="/register" fullWidth={fullWidth} onClick={onNavigate}>
        {t('common.actions.signUp')}
      </Button>
    </>
  );
}
