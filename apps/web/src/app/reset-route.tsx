import { Navigate, useLocation } from 'react-router';
import { resetDestination } from '../features/auth/reset-destination.ts';
import { readAuthHash } from '../lib/auth-hash.ts';

/** /reset: on to the new-password form with a usable link, else to /forgot (reset-destination.ts). */
export function ResetRoute() {
  const { search, hash } = useLocation();
  const link = readAuthHash(hash);
  // The root layout acts on the auth service's other links (an error, an email change) and then
  // comes back here without the hash; leaving first would race it and cut its navigation short.
  if (link && !(link.kind === 'session' && link.type === 'recovery')) return null;
  return <Navigate to={resetDestination(search, hash)} replace />;
}
