import {
  ZHolidayList,
  ZOvertimeRules,
  type TAddHolidayRequest,
  type THolidayList,
  type TOvertimeRules,
  type TOvertimeRulesRequest,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The employer's overtime rules (owners edit, managers read) and each centre's public holidays.

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const holidaysPath = (centreId: string) =>
  `/api/businesses/${encodeURIComponent(centreId)}/holidays/`;

export const getOvertimeRules = (signal?: AbortSignal): Promise<TOvertimeRules> =>
  apiRequest('/api/timesheets/rules/', {
    auth: true,
    schema: ZOvertimeRules,
    ...withSignal(signal),
  });

export const saveOvertimeRules = (body: TOvertimeRulesRequest): Promise<TOvertimeRules> =>
  apiRequest('/api/timesheets/rules/', {
    method: 'PUT',
    body,
    auth: true,
    schema: ZOvertimeRules,
  });

export const getHolidays = (
  centreId: string,
  year: number,
  signal?: AbortSignal,
): Promise<THolidayList> =>
  apiRequest(holidaysPath(centreId), {
    auth: true,
    schema: ZHolidayList,
    query: { year: String(year) },
    ...withSignal(signal),
  });

export const addHoliday = (centreId: string, body: TAddHolidayRequest): Promise<THolidayList> =>
  apiRequest(holidaysPath(centreId), { method: 'POST', body, auth: true, schema: ZHolidayList });

export const removeHoliday = (centreId: string, date: string): Promise<THolidayList> =>
  apiRequest(`${holidaysPath(centreId)}${encodeURIComponent(date)}/`, {
    method: 'DELETE',
    auth: true,
    schema: ZHolidayList,
  });
