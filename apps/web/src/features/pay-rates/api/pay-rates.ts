import { ZPayRateHistory, type TPayRateHistory, type TSetPayRateRequest } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// A person's hourly rates. The server decides who sees them: the owner, a manager the owner
// allows (403 otherwise), the person themselves.

export function readRates(staffUid: string, signal?: AbortSignal): Promise<TPayRateHistory> {
  return apiRequest(`/api/pay/rates/?staff_uid=${encodeURIComponent(staffUid)}`, {
    schema: ZPayRateHistory,
    auth: true,
    ...(signal ? { signal } : {}),
  });
}

export function setRate(body: TSetPayRateRequest): Promise<TPayRateHistory> {
  return apiRequest('/api/pay/rates/', {
    method: 'POST',
    body,
    auth: true,
    schema: ZPayRateHistory,
  });
}

export function removeRate(id: string): Promise<TPayRateHistory> {
  return apiRequest(`/api/pay/rates/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
    schema: ZPayRateHistory,
  });
}
