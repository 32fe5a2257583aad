import { screen, waitFor } from '@testing-library/react';
import { t } from '@vh/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { buildReport, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { ReportsPanel } from './components/reports-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const toastTexts = () =>
  [...document.querySelectorAll('.mantine-Notification-description')].map((n) => n.textContent);

const reportCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.startsWith('/api/reports/?')).length;

describe('the report: Refresh', () => {
  it("asks for the same report again and says 'Data refreshed'; a failed refresh says the fetch error", async () => {
    let fail = false;
    const { user, requests } = await renderSignedInAt(
      <ReportsPanel profile={buildProfile({ plan: 'pro' })} />,
      '/dashboard?panel=reports',
      (request) =>
        request.url.startsWith('/api/reports/?')
          ? fail
            ? errorResponse(500, 'INTERNAL')
            : jsonResponse(200, buildReport())
          : request.url === '/api/businesses/'
            ? jsonResponse(200, { centres: [] })
            : jsonResponse(200, { staff: [] }),
    );
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeTruthy();
    const asked = requests.find((r) => r.url.startsWith('/api/reports/?'))?.url;

    await user.click(screen.getByRole('button', { name: 'Refresh: Report' }));

    expect(await screen.findByText(t('toasts.dataRefreshed'))).toBeTruthy();
    expect(reportCalls(requests)).toBe(2);
    expect(requests.filter((r) => r.url.startsWith('/api/reports/?')).at(-1)?.url).toBe(asked);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh: Report' }));
    // The toast, besides the panel's own note of the failure.
    await waitFor(() => expect(toastTexts()).toContain(t('toasts.fetchError')));
  });
});
