import {
  ZCentre,
  ZCentreList,
  type TCentre,
  type TCreateCentreRequest,
  type TUpdateCentreRequest,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The owner's business centres (SPEC §2's "business profile"). 409 PLAN_LIMIT_REACHED names the
// plan and the upgrade; 400 VALIDATION_FAILED names the field at fault.

export async function listCentres(signal?: AbortSignal): Promise<TCentre[]> {
  const { centres } = await apiRequest('/api/businesses/', {
    schema: ZCentreList,
    auth: true,
    ...(signal ? { signal } : {}),
  });
  return centres;
}

export function createCentre(body: TCreateCentreRequest): Promise<TCentre> {
  return apiRequest('/api/businesses/', { method: 'POST', body, auth: true, schema: ZCentre });
}

export function updateCentre(id: string, body: TUpdateCentreRequest): Promise<TCentre> {
  return apiRequest(`/api/businesses/${encodeURIComponent(id)}/`, {
    method: 'PATCH',
    body,
    auth: true,
    schema: ZCentre,
  });
}

export function setCentreActive(id: string, active: boolean): Promise<TCentre> {
  const action = active ? 'reactivate' : 'deactivate';
  return apiRequest(`/api/businesses/${encodeURIComponent(id)}/${action}/`, {
    method: 'POST',
    auth: true,
    schema: ZCentre,
  });
}

/** A new invite code; the old one stops working at once. */
export function replaceInviteCode(id: string, expiresInDays: number | null): Promise<TCentre> {
  return apiRequest(`/api/businesses/${encodeURIComponent(id)}/invite-code/`, {
    method: 'POST',
    body: { expires_in_days: expiresInDays },
    auth: true,
    schema: ZCentre,
  });
}
