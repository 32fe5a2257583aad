import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import { datePicker, pickDate } from '../../testing/date-picker.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
import { restoreZone } from '../../testing/zone.ts';
import { MyShifts } from './components/my-shifts.tsx';

vi.setConfig({ testTimeout: 20_000 });

const zone = process.env.TZ;
afterEach(() => {
  restoreZone(zone);
  vi.unstubAllGlobals();
});

describe("My shifts' period", () => {
  it("shows the days as 'MMMM D, YYYY' and asks from the first day's local midnight", async () => {
    // Toronto in November is five hours behind Greenwich: midnight there is 05:00 UTC.
    process.env.TZ = 'America/Toronto';
    const asked: string[] = [];
    const { user } = await renderSignedIn(<MyShifts />, (request: RecordedRequest) => {
      if (!request.url.startsWith('/api/timeclock/shifts/?')) return errorResponse(500, 'INTERNAL');
      asked.push(request.url);
      return jsonResponse(200, { shifts: [] });
    });
    await screen.findByText('No shifts in this period.');

    await pickDate(user, 'From', '2026-10-04');
    expect(datePicker('From').textContent).toBe('October 4, 2026');
    await waitFor(() => {
      const query = new URL(asked.at(-1) ?? '', 'http://x').searchParams;
      expect(query.get('from')).toBe('2026-10-04T04:00:00.000Z');
    });
  });
});
