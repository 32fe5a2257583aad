import { ZAvailabilityResponse } from '@vh/contracts';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';

export type AvailabilityField = 'username' | 'email';

/** GET /api/users/auth/check/?username=… or ?email=…: 200 means free, 409 means taken. */
export async function checkAvailability(
  field: AvailabilityField,
  value: string,
): Promise<'available' | 'taken'> {
  try {
    await apiRequest('/api/users/auth/check/', {
      query: { [field]: value },
      schema: ZAvailabilityResponse,
    });
    return 'available';
  } catch (error) {
    if (isApiError(error, 409)) return 'taken';
    throw error;
  }
}
