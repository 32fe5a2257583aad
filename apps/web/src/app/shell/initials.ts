import type { TProfile } from '@vh/contracts';

/** SPEC §2 avatar: the initials, or the first letter of the username when there is no first name. */
export function initialsOf(profile: Pick<TProfile, 'first_name' | 'last_name' | 'username'>) {
  const first = firstLetter(profile.first_name);
  if (!first) return firstLetter(profile.username).toUpperCase();
  return (first + firstLetter(profile.last_name)).toUpperCase();
}

function firstLetter(value: string): string {
  // By code point, so a name starting with an emoji or an astral letter is not cut in half.
  return [...value.trim()][0] ?? '';
}
