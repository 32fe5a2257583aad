import { Button, Center, Stack, Text } from '@mantine/core';
import { ErrorCode, type TProfile, t } from '@vh/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader.tsx';
import { ENDED_BY_SERVER } from '../features/auth/logout-redirect.ts';
import { isApiError } from '../lib/api-client.ts';
import { keptProfile, useProfile } from '../lib/get-profile.ts';

/** No answer from the server: no connection, or only a proxy's for a server that is down. */
const unreachable = (error: unknown) =>
  isApiError(error) && (error.status === 0 || [502, 503, 504].includes(error.status));

/**
 * Loads the signed-in user's profile for the pages that show it. SPEC §4: when a stored session's
 * profile is missing or inactive (or the server no longer accepts the session), go to /logout.
 */
export function ProfileGate({
  uid,
  children,
}: {
  uid: string;
  children: (profile: TProfile) => ReactNode;
}) {
  const profile = useProfile(uid);

  if (profile.isPending) return <FullScreenLoader />;
  // A failed background refetch keeps the last profile: the screen (and any unsaved edits in it)
  // stays. Only a refusal, or having no profile at all, replaces it.
  if (profile.isError) {
    const error = profile.error;
    const refused =
      isApiError(error, 401) ||
      isApiError(error, 403) ||
      isApiError(error, 404) ||
      (isApiError(error) && error.code === ErrorCode.ACCOUNT_DISABLED);
    if (refused) return <Navigate to="/logout" replace state={ENDED_BY_SERVER} />;
    if (profile.data) return children(profile.data);
    // Opened without signal: the profile this browser kept for this person (get-profile.ts).
    const kept = unreachable(error) ? keptProfile(uid) : null;
    if (kept) return children(kept);
    return (
      <Center component="main" mih="100dvh" px="md">
        <Stack align="center" gap="md">
          <Text ta="center">{t('toasts.fetchError')}</Text>
          <Button onClick={() => void profile.refetch()} loading={profile.isFetching}>
            {t('common.actions.tryAgain')}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!profile.data.active) return <Navigate to="/logout" replace state={ENDED_BY_SERVER} />;
  return children(profile.data);
}
