import { screen, waitFor } from '@testing-library/react';
import type { TOvertimeRules } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { input } from '../../testing/inputs.ts';
import { renderSignedInAt } from '../../testing/timesheets-kit.ts';
import { OvertimeRulesForm } from './components/overtime-rules-form.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The browser's language, as navigator.language says it. */
const speaking = (language: string) =>
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);

const rules: TOvertimeRules = {
  week_start: 1,
  daily_overtime_hours: 8,
  weekly_overtime_hours: 40,
  preset: 'default',
  overtime_multiplier_pct: 150,
  double_time_after_daily_hours: null,
  double_time_multiplier_pct: 200,
  holiday_multiplier_pct: 150,
  can_edit: true,
};

/** The owner's rules, and every save answered with what it sent. */
const api = (shown: TOvertimeRules) => (request: RecordedRequest) =>
  request.url === '/api/timesheets/rules/'
    ? jsonResponse(
        200,
        request.method === 'PUT' ? { ...(request.body as object), can_edit: true } : shown,
      )
    : errorResponse(500, 'INTERNAL');

const saves = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PUT').map((r) => r.body);

async function typeDaily(figure: string, shown = rules) {
  const rendered = await renderSignedInAt(
    <OvertimeRulesForm />,
    '/dashboard?panel=reports',
    api(shown),
  );
  const daily = await screen.findByLabelText<HTMLInputElement>('Daily overtime after (hours)');
  await rendered.user.clear(daily);
  await rendered.user.type(daily, figure);
  await rendered.user.click(screen.getByRole('button', { name: 'Save overtime rules' }));
  return rendered;
}

describe('the premiums in the overtime rules', () => {
  it("fill in from British Columbia's preset: double time after 12 hours at 2×", async () => {
    speaking('en-CA');
    const rendered = await renderSignedInAt(
      <OvertimeRulesForm />,
      '/dashboard?panel=reports',
      api(rules),
    );
    await screen.findByText('Starting point');
    await rendered.user.click(input('Starting point'));
    await rendered.user.click(await screen.findByRole('option', { name: 'British Columbia' }));
    expect(input('Double time after (hours in a day)').value).toBe('12');
    expect(input('Double-time pay').value).toBe('2× the rate (200%)');
    expect(input('Overtime pay').value).toBe('1.5× the rate (150%)');
    await rendered.user.click(screen.getByRole('button', { name: 'Save overtime rules' }));
    await waitFor(() =>
      expect(saves(rendered.requests)).toEqual([
        {
          week_start: 1,
          daily_overtime_hours: 8,
          weekly_overtime_hours: 40,
          preset: 'CA-BC',
          overtime_multiplier_pct: 150,
          double_time_after_daily_hours: 12,
          double_time_multiplier_pct: 200,
          holiday_multiplier_pct: 150,
        },
      ]),
    );
  });

  it('a premium changed by hand leaves the preset for custom figures', async () => {
    speaking('en-CA');
    const rendered = await renderSignedInAt(
      <OvertimeRulesForm />,
      '/dashboard?panel=reports',
      api(rules),
    );
    await screen.findByText('Pay for hours worked on a statutory holiday');
    await rendered.user.click(input('Pay for hours worked on a statutory holiday'));
    await rendered.user.click(await screen.findByRole('option', { name: '2× the rate (200%)' }));
    expect(input('Starting point').value).toBe('Custom figures');
    await rendered.user.click(screen.getByRole('button', { name: 'Save overtime rules' }));
    await waitFor(() =>
      expect(saves(rendered.requests)[0]).toMatchObject({
        preset: null,
        holiday_multiplier_pct: 200,
      }),
    );
  });

  it('refuses double time that starts before daily overtime, beside the field', async () => {
    speaking('en-CA');
    const rendered = await renderSignedInAt(
      <OvertimeRulesForm />,
      '/dashboard?panel=reports',
      api({ ...rules, double_time_after_daily_hours: 12, preset: null }),
    );
    const double = await screen.findByLabelText<HTMLInputElement>(
      'Double time after (hours in a day)',
    );
    await rendered.user.clear(double);
    await rendered.user.type(double, '6');
    await rendered.user.click(screen.getByRole('button', { name: 'Save overtime rules' }));
    expect(
      await screen.findByText(
        /Double time must start after more hours than daily overtime \(8 hours\)/,
      ),
    ).toBeTruthy();
    expect(saves(rendered.requests)).toEqual([]);
  });
});

describe('a decimal comma in the overtime rules', () => {
  it('reads 7,5 as 7.5 in a browser whose language writes decimals with a comma', async () => {
    speaking('fr-CA');
    const { requests } = await typeDaily('7,5');

    await waitFor(() =>
      expect(saves(requests)).toEqual([
        {
          week_start: 1,
          daily_overtime_hours: 7.5,
          weekly_overtime_hours: 40,
          preset: null,
          overtime_multiplier_pct: 150,
          double_time_after_daily_hours: null,
          double_time_multiplier_pct: 200,
          holiday_multiplier_pct: 150,
        },
      ]),
    );
  });

  it('shows a figure with the comma such a language writes decimals with', async () => {
    speaking('fr-CA');
    await renderSignedInAt(
      <OvertimeRulesForm />,
      '/dashboard?panel=reports',
      api({ ...rules, daily_overtime_hours: 7.5, preset: null }),
    );
    expect(
      (await screen.findByLabelText<HTMLInputElement>('Daily overtime after (hours)')).value,
    ).toBe('7,5');
  });

  it('refuses it with a sentence in one that writes decimals with a point, and saves nothing', async () => {
    speaking('en-CA');
    const { requests } = await typeDaily('7,5');

    expect(await screen.findByText('Use a point for decimals: 7.5')).toBeTruthy();
    // Kept as typed: never turned into 75 (nor clamped to 24).
    expect(input('Daily overtime after (hours)').value).toBe('7,5');
    expect(saves(requests)).toEqual([]);
  });

  it('still reads a point there', async () => {
    speaking('en-CA');
    const { requests } = await typeDaily('7.5');

    await waitFor(() => expect(saves(requests)[0]).toMatchObject({ daily_overtime_hours: 7.5 }));
  });
});
