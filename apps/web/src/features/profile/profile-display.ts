import type { TProfile } from '@vh/contracts';
import { t } from '@vh/contracts';

// How the Profile panel reads a profile out loud: names, and the address as it is written on mail.

export const fullName = (profile: TProfile): string =>
  `${profile.first_name} ${profile.last_name}`.trim();

/** SPEC §2: the second card is headed with the first name, or 'User' without one. */
export const detailsHeading = (profile: TProfile): string =>
  profile.first_name.trim() || t('profile.panel.fallbackName');

/** The address in mailing order, e.g. ['1 Main St', 'Halifax, NS B3H 1A1', 'Canada']. */
export function addressLines(profile: TProfile): string[] {
  const region = joinPresent([profile.province, profile.postal_code], ' ');
  const locality = joinPresent([profile.city, region], ', ');
  return [profile.street, profile.street_2, locality, profile.country].flatMap((line) =>
    line?.trim() ? [line.trim()] : [],
  );
}

const joinPresent = (parts: (string | null)[], separator: string): string =>
  parts.flatMap((part) => (part?.trim() ? [part.trim()] : [])).join(separator);

/**
 * Who changes what the employer keeps (position, start date, centres, the manager role). The
 * server takes those only from the owner, or from a manager of the person's centre; a manager
 * never changes their own. The profile names the business, not its owner, so the owner is named
 * by the business.
 */
export function whoEditsWork(profile: Pick<TProfile, 'is_manager' | 'business_info'>): string {
  const business = profile.business_info[0]?.name;
  if (!business) return t('profile.work.askEmployer');
  return profile.is_manager
    ? t('profile.work.askOwner', { business })
    : t('profile.work.askOwnerOrManager', { business });
}
