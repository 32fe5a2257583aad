import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { copy } from '../../../lib/copy.ts';

function Separator() {
  return <span aria-hidden> · </span>;
}

/** The pages the registration screen links to (SPEC §2): /login, /forgot, /dashboard, /logout, /. */
export function RegisterLinks() {
  return (
    <Box component="nav" aria-label={copy.register.linksLabel}>
      <Stack gap={6} align="center">
        <Text size="sm" ta="center">
          {copy.register.haveAccount}{' '}
          <Anchor component={Link} to="/login">
            {copy.actions.login}
          </Anchor>
          <Separator />
          <Anchor component={Link} to="/forgot">
            {copy.login.forgotPassword}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          {copy.register.signedInHere}{' '}
          <Anchor component={Link} to="/dashboard">
            {copy.register.goToDashboard}
          </Anchor>
          <Separator />
          <Anchor component={Link} to="/logout">
            {copy.register.signOut}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/" size="sm">
          {copy.actions.backHome}
        </Anchor>
      </Stack>
    </Box>
  );
}
