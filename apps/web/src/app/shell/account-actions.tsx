import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { copy } from '../../lib/copy.ts';
import { publicShellCopy } from './public-nav.ts';

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
        {publicShellCopy.dashboard}
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
        {copy.actions.login}
      </Button>
      <Button component={Link} to="/register" fullWidth={fullWidth} onClick={onNavigate}>
        {copy.actions.signUp}
      </Button>
    </>
  );
}
