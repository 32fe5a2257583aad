import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../../lib/get-profile.ts';
import { useSession } from '../../../lib/session.tsx';
import type { ContactValues } from '../contact-form.rules.ts';

type ContactPrefill = { pending: boolean; values: Pick<ContactValues, 'name' | 'email'> | null };

/**
 * The signed-in user's name and email, so they need not type them again. Only role USER has a
 * profile to read; for everyone else, or when the profile cannot be read, the form starts empty.
 */
export function useContactPrefill(): ContactPrefill {
  const { session, role } = useSession();
  const enabled = session !== null && role === 'USER';
  const profile = useQuery({ ...profileQuery(session?.user.id ?? ''), enabled });

  if (!enabled || profile.isError) return { pending: false, values: null };
  if (profile.isPending) return { pending: true, values: null };
  const { first_name, last_name, email } = profile.data;
  return { pending: false, values: { name: `${first_name} ${last_name}`.trim(), email } };
}
