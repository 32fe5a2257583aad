import {
  ZPayPeriod,
  ZPayPeriodList,
  ZPaySettings,
  type TPayPeriod,
  type TPayPeriodList,
  type TPaySettings,
  type TPaySettingsRequest,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// Pay settings and periods. The server decides who may read (owner, managers) and who may change,
// close and reopen (the owner), and whether a manager sees money.

const at = (start: string) => `/api/pay/periods/${encodeURIComponent(start)}`;

export const readSettings = (signal?: AbortSignal): Promise<TPaySettings> =>
  apiRequest('/api/pay/settings/', {
    schema: ZPaySettings,
    auth: true,
    ...(signal ? { signal } : {}),
  });

export const saveSettings = (body: TPaySettingsRequest): Promise<TPaySettings> =>
  apiRequest('/api/pay/settings/', { method: 'PUT', body, auth: true, schema: ZPaySettings });

export const readPeriods = (signal?: AbortSignal): Promise<TPayPeriodList> =>
  apiRequest('/api/pay/periods/', {
    schema: ZPayPeriodList,
    auth: true,
    ...(signal ? { signal } : {}),
  });

export const readPeriod = (start: string, signal?: AbortSignal): Promise<TPayPeriod> =>
  apiRequest(at(start), { schema: ZPayPeriod, auth: true, ...(signal ? { signal } : {}) });

export const closePeriod = (start: string): Promise<TPayPeriod> =>
  apiRequest(`${at(start)}/close`, { method: 'POST', auth: true, schema: ZPayPeriod });

export const reopenPeriod = (start: string, reason: string): Promise<TPayPeriod> =>
  apiRequest(`${at(start)}/reopen`, {
    method: 'POST',
    body: { reason },
    auth: true,
    schema: ZPayPeriod,
  });
