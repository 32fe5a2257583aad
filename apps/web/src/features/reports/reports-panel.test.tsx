import { screen, waitFor, within } from '@testing-library/react';
import type { TReport } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthHeading, yearHeading } from '../../testing/date-picker.ts';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { buildReport, graceUid, hours, renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { ReportsPanel } from './components/reports-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const route = '/dashboard?panel=reports';
const pro: TReport['plan'] = { key: 'pro', history_days: null, exports: true };

function api(report: () => Response) {
  return (request: RecordedRequest) =>
    request.url.startsWith('/api/reports/?')
      ? report()
      : request.url === '/api/businesses/'
        ? jsonResponse(200, { centres: [] })
        : request.url === '/api/businesses/staffs/'
          ? jsonResponse(200, { staff: [] })
          : errorResponse(500, 'INTERNAL');
}

// jsdom has no object URLs; the download saves through one.
const objectUrlMethods = ['createObjectURL', 'revokeObjectURL'] as const;
const originals = objectUrlMethods.map((name) => Object.getOwnPropertyDescriptor(URL, name));
afterEach(() => {
  objectUrlMethods.forEach((name, index) => {
    const original = originals[index];
    if (original) Object.defineProperty(URL, name, original);
    else Reflect.deleteProperty(URL, name);
  });
  vi.restoreAllMocks();
});

const exportButtons = () =>
  ['Payroll CSV', 'Punch list CSV', 'Timesheet PDF'].map((name) =>
    screen.queryByRole('button', { name }),
  );

describe('the Reports panel', () => {
  it('on Free, says reports reach 31 days back and offers exports as an upgrade', async () => {
    const owner = buildProfile({ plan: 'Free' });
    await renderSignedInAt(
      <ReportsPanel profile={owner} />,
      route,
      api(() => jsonResponse(200, buildReport())),
    );
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeTruthy();

    expect(exportButtons()).toEqual([null, null, null]);
    const exportsRegion = within(screen.getByRole('region', { name: 'Exports' }));
    expect(exportsRegion.getByText('Exports come with a paid plan')).toBeTruthy();
    expect(
      exportsRegion.getByRole('link', { name: 'See plans and upgrade' }).getAttribute('href'),
      // The purchase comes back here (features/pricing/return-path.ts).
    ).toBe('/pricing?return=%2Fdashboard%3Fpanel%3Dreports');
    expect(screen.getByText(/reports on screen cover the last 31 days/)).toBeTruthy();
  });

  it('asks for the month so far, and links each flag to that person’s timesheet week', async () => {
    const { requests } = await renderSignedInAt(
      <ReportsPanel profile={buildProfile({ plan: 'pro' })} />,
      route,
      api(() => jsonResponse(200, buildReport({ plan: pro }))),
    );
    const flags = within(await screen.findByRole('region', { name: /Flagged punches and edited/ }));
    const link = flags.getByRole('link', {
      name: /Grace Hopper, Mon\.?, Nov\.? 23: open the timesheet/,
    });
    expect(link.getAttribute('href')).toBe(
      `/dashboard?panel=timesheets&staff=${graceUid}&week=2026-11-23`,
    );
    const asked = new URL(
      requests.find((r) => r.url.startsWith('/api/reports/?'))?.url ?? '',
      'http://x',
    );
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`;
    expect(asked.searchParams.get('from')).toBe(`${month}-01`);
    expect(asked.searchParams.get('to')).toBe(`${month}-${pad(today.getDate())}`);
    expect(screen.queryByText(/reports on screen cover the last/)).toBeNull();
  });

  it('on a paid plan, downloads the payroll CSV with the session’s token', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:payroll';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = await renderSignedInAt(
      <ReportsPanel profile={buildProfile({ plan: 'pro' })} />,
      route,
      (request) =>
        request.url.startsWith('/api/reports/export/payroll/')
          ? new Response('staff_uid,name\n', {
              status: 200,
              headers: {
                'Content-Type': 'text/csv',
                'Content-Disposition': 'attachment; filename="payroll.csv"',
              },
            })
          : api(() => jsonResponse(200, buildReport({ plan: pro })))(request),
    );
    await user.click(await screen.findByRole('button', { name: 'Payroll CSV' }));

    await waitFor(() => expect(saved).toEqual(['payroll.csv']));
    const call = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => typeof url === 'string' && url.includes('/export/payroll/'));
    expect(new Headers(call?.[1]?.headers).get('X-JWT')).toMatch(/\./);
    expect(screen.getByRole('button', { name: 'Timesheet PDF' })).toBeTruthy();
  });

  it('shows the server’s words when the plan refuses the period, and no broken chart without hours', async () => {
    const manager = buildProfile({ role: 'STAFF', is_manager: true });
    await renderSignedInAt(
      <ReportsPanel profile={manager} />,
      route,
      api(() =>
        errorResponse(
          403,
          'PLAN_UPGRADE_REQUIRED',
          'The Free plan shows the last 31 days. Upgrade to see further back.',
        ),
      ),
    );
    expect(
      await screen.findByText('The Free plan shows the last 31 days. Upgrade to see further back.'),
    ).toBeTruthy();
    expect(screen.getAllByText('The account owner can upgrade the plan.').length).toBeGreaterThan(
      0,
    );
    expect(exportButtons()).toEqual([null, null, null]);
  });

  it('says there were no hours instead of drawing an empty chart', async () => {
    await renderSignedInAt(
      <ReportsPanel profile={buildProfile({ plan: 'pro' })} />,
      route,
      api(() =>
        jsonResponse(200, buildReport({ plan: pro, days: [{ date: '2026-11-02', ...hours(0) }] })),
      ),
    );
    const chart = within(await screen.findByRole('region', { name: 'Hours per day' }));
    expect(chart.getByText('No hours were worked in this period.')).toBeTruthy();
  });

  it('draws hours per day with a summary for screen readers', async () => {
    await renderSignedInAt(
      <ReportsPanel profile={buildProfile({ plan: 'pro' })} />,
      route,
      api(() =>
        jsonResponse(
          200,
          buildReport({
            plan: pro,
            days: [
              { date: '2026-11-02', ...hours(8 * 3600) },
              { date: '2026-11-03', ...hours(9.5 * 3600, 1.5 * 3600) },
            ],
          }),
        ),
      ),
    );
    const chart = await screen.findByRole('region', { name: 'Hours per day' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(chart).getByText(
        /each of 2 days: 17 h 30 min worked in all, the most on Tue\.?, Nov\.? 3\.$/,
      ),
    ).toBeTruthy();
    expect(within(chart).getByRole('table', { name: 'Hours per day' })).toBeTruthy();
    await waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).toBeTruthy());
  });
});

describe("the Reports panel's period", () => {
  it("shows the days chosen as 'MMMM D, YYYY' and asks for them as YYYY-MM-DD", async () => {
    const asked: string[] = [];
    const { user } = await renderSignedInAt(
      <ReportsPanel profile={buildProfile({ plan: 'Pro' })} />,
      route,
      (request) => {
        if (request.url.startsWith('/api/reports/?')) {
          asked.push(request.url);
          return jsonResponse(200, buildReport({ plan: pro }));
        }
        return api(() => jsonResponse(200, buildReport({ plan: pro })))(request);
      },
    );
    const period = await screen.findByLabelText('Period', { selector: 'button' });
    await user.click(period);
    await user.click(await screen.findByRole('button', { name: monthHeading }));
    await user.click(await screen.findByRole('button', { name: yearHeading }));
    await user.click(await screen.findByRole('button', { name: '2027' }));
    await user.click(await screen.findByRole('button', { name: 'Mar' }));
    await user.click(await screen.findByRole('button', { name: '4 March 2027' }));
    await user.click(await screen.findByRole('button', { name: '10 March 2027' }));

    expect(period.textContent).toBe('March 4, 2027 – March 10, 2027');
    await waitFor(() => {
      const query = new URL(asked.at(-1) ?? '', 'http://x').searchParams;
      expect([query.get('from'), query.get('to')]).toEqual(['2027-03-04', '2027-03-10']);
    });
  });
});
