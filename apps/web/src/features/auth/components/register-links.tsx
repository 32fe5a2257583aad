import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '@vh/contracts';

function Separator() {
  return <span aria-hidden> · </span>;
}

/** The pages the registration screen links to (SPEC §2): /login, /forgot, /dashboard, /logout, /. */
export function RegisterLinks() {
  return (
    <Box component="nav" aria-label={t('auth.register.linksLabel')}>
      <Stack gap={6} align="center">
        <Text size="sm" ta="center">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('common.actions.login')}
          </Anchor>
          <Separator />
          <Anchor component={Link} to="/forgot">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          {t('auth.register.signedInHere')}{' '}
          <Anchor component={Link} to="/dashboard">
            {t('auth.register.goToDashboard')}
          </Anchor>
          <Separator />
          <Anchor component={Link} to="/logout">
            {t('auth.register.signOut')}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/" size="sm">
          {t('common.actions.backHome')}
        </Anchor>
      </Stack>
    </Box>
  );
}
