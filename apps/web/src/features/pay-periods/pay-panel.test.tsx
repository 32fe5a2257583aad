import { screen, waitFor, within } from '@testing-library/react';
import { t, type TPayPeriod, type TPayPeriodSummary } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
import { PayPanel } from './components/pay-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const GRACE = '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11';
const blocked: TPayPeriodSummary = {
  start: '2026-11-09',
  end: '2026-11-15',
  state: 'open',
  changed_since_closed: false,
  late_punch_count: 0,
  closed_at: null,
  blockers: [
    {
      kind: 'unapproved_week',
      text: 'The week of November 9, 2026 is not approved for Grace Hopper',
      staff_uid: GRACE,
      week_start: '2026-11-09',
    },
  ],
};
const ready: TPayPeriodSummary = {
  start: '2026-11-02',
  end: '2026-11-08',
  state: 'ready',
  changed_since_closed: false,
  late_punch_count: 0,
  closed_at: null,
  blockers: [],
};
const line = {
  type: 'regular',
  rate_cents: 2000,
  multiplier_pct: 100,
  seconds: 28_800,
  hours: '8.00',
  gross_cents: 16_000,
} as const;
const detail = (state: 'ready' | 'closed'): TPayPeriod => ({
  ...ready,
  state,
  closed_at: state === 'closed' ? '2026-11-09T12:00:00.000Z' : null,
  hours: [
    {
      staff_uid: GRACE,
      name: 'Grace Hopper',
      types: [{ type: 'regular', seconds: 28_800, hours: '8.00' }],
      worked_seconds: 28_800,
    },
  ],
  pay: {
    from: ready.start,
    to: ready.end,
    people: [
      {
        staff_uid: GRACE,
        name: 'Grace Hopper',
        lines: [line],
        gross_cents: 16_000,
        worked_seconds: 28_800,
        missing_rate_seconds: 0,
      },
    ],
    centres: [],
    days: [],
    total_gross_cents: 16_000,
    missing_rates: [],
  },
  closings: [],
  can_close: true,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pay panel', () => {
  it('lists periods with their states and blockers in words, and closes one after confirming', async () => {
    const closes: RecordedRequest[] = [];
    const { user } = await renderSignedIn(<PayPanel />, (request) => {
      if (request.url === '/api/pay/periods/') {
        return jsonResponse(200, { periods: [blocked, ready], can_close: true });
      }
      if (request.url === '/api/pay/settings/') {
        return jsonResponse(200, {
          period_kind: 'weekly',
          anchor_date: '2026-11-02',
          managers_see_rates: false,
          can_edit: true,
        });
      }
      if (request.method === 'POST' && request.url === '/api/pay/periods/2026-11-02/close') {
        closes.push(request);
        return jsonResponse(200, detail('closed'));
      }
      if (request.url === '/api/pay/periods/2026-11-02') return jsonResponse(200, detail('ready'));
      return errorResponse(500, 'INTERNAL');
    });

    const list = within(await screen.findByRole('region', { name: t('payPeriods.periods.title') }));
    expect(list.getByText(blocked.blockers[0]!.text)).toBeTruthy();
    expect(list.getByText(t('payPeriods.periods.states.open'))).toBeTruthy();
    expect(list.getByText(t('payPeriods.periods.states.ready'))).toBeTruthy();

    const opens = list.getAllByRole('button', { name: t('payPeriods.periods.open') });
    await user.click(opens[1]!);
    expect(await screen.findByText('$160.00', { selector: 'th' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('payPeriods.close.action') }));
    const dialog = within(
      await screen.findByRole('dialog', { name: t('payPeriods.close.confirmTitle') }),
    );
    expect(closes).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: t('payPeriods.close.action') }));
    await waitFor(() => expect(closes).toHaveLength(1));
    expect(await screen.findByRole('button', { name: t('payPeriods.reopen.action') })).toBeTruthy();
  });
});

describe('punches delivered late into a closed period', () => {
  const late = (count: number): TPayPeriod => ({
    ...detail('closed'),
    changed_since_closed: true,
    late_punch_count: count,
  });
  const summary: TPayPeriodSummary = {
    ...ready,
    state: 'closed',
    changed_since_closed: true,
    late_punch_count: 2,
    closed_at: '2026-11-09T12:00:00.000Z',
  };
  const notice = () => screen.findByTestId('late-punches');

  it('tells the owner above the list, and leads to the period, which says it again', async () => {
    const { user } = await renderSignedIn(<PayPanel />, (request) => {
      if (request.url === '/api/pay/periods/') {
        return jsonResponse(200, { periods: [blocked, summary], can_close: true });
      }
      if (request.url === '/api/pay/periods/2026-11-02') return jsonResponse(200, late(2));
      return errorResponse(500, 'INTERNAL');
    });
    const banner = await notice();
    expect(banner.textContent).toContain(
      '2 punches recorded offline arrived after the pay period November 2, 2026 to November 8, 2026 was closed. Its total no longer matches what was paid: reopen it to include them.',
    );
    await user.click(within(banner).getByRole('link', { name: 'Open the pay period' }));

    const period = await screen.findByRole('region', { name: /^November 2, 2026 to/ });
    expect(within(period).getByTestId('late-punches').textContent).toContain('2 punches');
    // On the period itself the way forward is Reopen, not a link to where one already is.
    expect(within(period).queryByRole('link', { name: 'Open the pay period' })).toBeNull();
    expect(
      within(period).getByRole('button', { name: t('payPeriods.reopen.action') }),
    ).toBeTruthy();
    expect(screen.queryByText(t('payPeriods.periods.changedNotice'))).toBeNull();
  });

  it('says one punch in the singular', async () => {
    await renderSignedIn(<PayPanel />, (request) =>
      request.url === '/api/pay/periods/'
        ? jsonResponse(200, { periods: [{ ...summary, late_punch_count: 1 }], can_close: true })
        : errorResponse(500, 'INTERNAL'),
    );
    expect((await notice()).textContent).toContain(
      '1 punch recorded offline arrived after the pay period November 2, 2026 to November 8, 2026 was closed. Its total no longer matches what was paid: reopen it to include it.',
    );
  });

  it('shows a manager, who cannot reopen, the plain change notice and no banner', async () => {
    const { user } = await renderSignedIn(<PayPanel />, (request) => {
      if (request.url === '/api/pay/periods/') {
        return jsonResponse(200, { periods: [summary], can_close: false });
      }
      if (request.url === '/api/pay/periods/2026-11-02') {
        return jsonResponse(200, { ...late(2), can_close: false, pay: null });
      }
      return errorResponse(500, 'INTERNAL');
    });
    const list = within(await screen.findByRole('region', { name: t('payPeriods.periods.title') }));
    expect(screen.queryByTestId('late-punches')).toBeNull();
    await user.click(list.getByRole('button', { name: t('payPeriods.periods.open') }));
    expect(await screen.findByText(t('payPeriods.periods.changedNotice'))).toBeTruthy();
    expect(screen.queryByTestId('late-punches')).toBeNull();
  });
});

describe('the payroll files of a period', () => {
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

  const exportsOf = '/api/pay/periods/2026-11-02/exports/';

  /** The panel opened on the ready period; `file` answers its exports. */
  async function openPeriod(file: (request: RecordedRequest) => Response) {
    const rendered = await renderSignedIn(<PayPanel />, (request) => {
      if (request.url.startsWith(exportsOf)) return file(request);
      if (request.url === '/api/pay/periods/') {
        return jsonResponse(200, { periods: [ready], can_close: true });
      }
      if (request.url === '/api/pay/periods/2026-11-02') return jsonResponse(200, detail('ready'));
      return errorResponse(500, 'INTERNAL');
    });
    const list = within(await screen.findByRole('region', { name: t('payPeriods.periods.title') }));
    await rendered.user.click(list.getByRole('button', { name: t('payPeriods.periods.open') }));
    const files = within(
      await screen.findByRole('region', { name: t('payPeriods.downloads.title') }),
    );
    return { ...rendered, files };
  }

  it('downloads a file with the session’s token and saves it under the server’s name', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:payroll';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, files } = await openPeriod(
      () =>
        new Response('employee_number,last_name\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition':
              'attachment; filename="cafe-lune-payroll-summary-2026-11-02-to-2026-11-08.csv"; filename*=UTF-8\'\'caf%C3%A9-lune-payroll-summary-2026-11-02-to-2026-11-08.csv',
          },
        }),
    );
    for (const label of [
      'Summary (CSV)',
      'Summary (Excel)',
      'Detail (CSV)',
      'Detail (Excel)',
      'PaymentEvolution import (CSV)',
      'Sage 50 import (CSV)',
      'Printable summary (PDF)',
    ]) {
      expect(files.getByRole('button', { name: label })).toBeTruthy();
    }
    expect(files.getByText(t('payPeriods.downloads.paymentEvolutionHint'))).toBeTruthy();
    expect(files.getByText(t('payPeriods.downloads.sage50Hint'))).toBeTruthy();

    await user.click(files.getByRole('button', { name: 'Summary (CSV)' }));
    await waitFor(() =>
      expect(saved).toEqual(['café-lune-payroll-summary-2026-11-02-to-2026-11-08.csv']),
    );
    const call = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => typeof url === 'string' && url.startsWith(exportsOf));
    expect(call?.[0]).toBe(`${exportsOf}summary.csv`);
    expect(new Headers(call?.[1]?.headers).get('X-JWT')).toMatch(/\./);
    expect(files.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal in an alert under the buttons, in the server’s words', async () => {
    const refusal =
      'A payroll import matches people by employee number, and this person has none: Grace Hopper. Add it under Staff → Edit → Employee number, then download again.';
    const { user, files } = await openPeriod(() => errorResponse(409, 'CONFLICT', refusal));
    await user.click(files.getByRole('button', { name: 'PaymentEvolution import (CSV)' }));
    const alert = await files.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
  });
});
