import type { TProfile } from '@vh/contracts';
import { useCentres } from '../../businesses/hooks/use-centres.ts';
import type { TCentreOption } from '../edit-request.ts';

/**
 * The centres a person picks from in timesheets and reports: an owner's own (GET /api/businesses/,
 * with their time zones), or the ones a staff member or manager works at (their profile's list).
 */
export function useCentreOptions(profile: TProfile): TCentreOption[] {
  const owner = profile.role === 'OWNER';
  const centres = useCentres({ enabled: owner });
  if (owner) {
    return (centres.data ?? []).map((centre) => ({
      id: centre.id,
      name: centre.name,
      timeZone: centre.time_zone,
    }));
  }
  return profile.business_info.map((centre) => ({
    id: centre.business_id,
    name: centre.name,
    timeZone: null,
  }));
}
