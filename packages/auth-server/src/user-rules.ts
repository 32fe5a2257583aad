import type { Metadata, UserRow } from './schema.ts';

/** What GoTrue records about how a password user signs in. */
export const DEFAULT_APP_METADATA: Metadata = { provider: 'email', providers: ['email'] };

export function isBanned(user: UserRow, now: Date): boolean {
  return user.bannedUntil !== null && user.bannedUntil.getTime() > now.getTime();
}

/** GoTrue's metadata update: a shallow merge in which a null value removes the key. */
export function mergeMetadata(base: Metadata, patch: Metadata): Metadata {
  const merged: Metadata = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
