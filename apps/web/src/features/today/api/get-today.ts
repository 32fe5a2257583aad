import { ZToday, type TToday } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/today/: the server scopes it to the caller (an owner's centres, a manager's own) and
// refuses staff; the screen shows what comes back and decides nothing about who may see it.

export const todayKey = ['today'] as const;

export const getToday = (signal?: AbortSignal): Promise<TToday> =>
  apiRequest('/api/today/', { auth: true, schema: ZToday, ...(signal ? { signal } : {}) });
