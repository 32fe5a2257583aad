import { describe, expect, it } from 'vitest';
import { pageTexts } from '../../testing/pdf-text.ts';
import type { DetailRow } from './punches-csv.ts';
import { localTime, renderTimesheet, rulesText, type TimesheetData } from './timesheet-pdf.ts';

const H = 3600;
const TORONTO = 'America/Toronto';

function row(overrides: Partial<DetailRow> = {}): DetailRow {
  return {
    shiftId: '11111111-1111-4111-8111-111111111111',
    source: 'punched',
    staffUid: '22222222-2222-4222-8222-222222222222',
    businessId: '33333333-3333-4333-8333-333333333333',
    day: '2026-11-02',
    // 09:00 to 18:00 in Toronto (UTC-5 in November).
    startMs: Date.parse('2026-11-02T14:00:00Z'),
    endMs: Date.parse('2026-11-02T23:00:00Z'),
    breakSeconds: 1800,
    worked: 8.5 * H,
    regular: 8 * H,
    overtime: 0.5 * H,
    double: 0,
    holiday: 0,
    name: 'Grace Hopper',
    centre: 'Harbourfront Kiosk',
    timeZone: TORONTO,
    editReasons: '',
    receiptIds: ['44444444-4444-4444-8444-444444444444', '55555555-5555-4555-8555-555555555555'],
    unreviewed: 0,
    ...overrides,
  };
}

function data(overrides: Partial<TimesheetData> = {}): TimesheetData {
  return {
    ownerName: 'Ada Lovelace',
    from: '2026-11-01',
    to: '2026-11-30',
    generatedAt: new Date('2026-12-01T12:00:00Z'),
    centres: [{ name: 'Harbourfront Kiosk', timeZone: TORONTO }],
    rules: { weekStart: 1, dailySeconds: 8 * H, weeklySeconds: 40 * H, preset: 'default' },
    rows: [row()],
    chainHead: { seq: 42, hash: 'a'.repeat(64) },
    publicUrl: 'https://hours.example.com/',
    ...overrides,
  };
}

describe('renderTimesheet', () => {
  it('prints the header, the rows in local time, totals, receipts and the chain head', async () => {
    const bytes = await renderTimesheet(
      data({
        rows: [
          row(),
          row({
            shiftId: '66666666-6666-4666-8666-666666666666',
            source: 'edited',
            day: '2026-11-03',
            startMs: Date.parse('2026-11-04T02:00:00Z'), // 21:00 local
            endMs: Date.parse('2026-11-04T05:00:00Z'), // midnight local: shown as 24:00
            breakSeconds: 0,
            worked: 3 * H,
            regular: 3 * H,
            overtime: 0,
            editReasons: 'Forgot to clock out',
            receiptIds: [],
          }),
        ],
      }),
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const [text = ''] = await pageTexts(bytes);
    for (const expected of [
      'Timesheet',
      'Ada Lovelace',
      '2026-11-01 to 2026-11-30 (local dates of each centre)',
      'Harbourfront Kiosk (America/Toronto)',
      '2026-12-01 12:00 UTC',
      'Grace Hopper',
      '09:00',
      '18:00',
      '21:00',
      '24:00',
      '8.50',
      '11.50', // 8.5 + 3 worked
      'Receipts (punch ids): 44444444-4444-4444-8444-444444444444 55555555-5555-4555-8555-555555555555',
      'Edited: Forgot to clock out',
      'a'.repeat(64),
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/https:\/\/hours\.example\.com\/verify/);
  });

  it('never throws on characters the standard font cannot draw', async () => {
    const bytes = await renderTimesheet(
      data({
        ownerName: 'Ada 😀 Lovelace',
        centres: [{ name: '東京 Kiosk', timeZone: 'Asia/Tokyo' }],
        rows: [
          row({
            name: 'Zoë 李 Ng 👩🏽‍🍳',
            centre: '東京 Kiosk',
            source: 'edited',
            editReasons: 'Left early\nsick 🤒 — “back tomorrow”',
          }),
        ],
      }),
    );
    const [text = ''] = await pageTexts(bytes);
    expect(text).toContain('Ada ? Lovelace');
    // Latin letters with accents are in WinAnsi and stay; the rest become '?'.
    expect(text).toContain('Zoë ? Ng');
    expect(text).toContain('Left early sick ? — “back tomorrow”');
  });

  it('paginates a long period, repeating the person and the header, with page numbers', async () => {
    const rows = Array.from({ length: 150 }, (_, i) =>
      row({
        shiftId: `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`,
        day: `2026-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        editReasons: 'A reason long enough to wrap '.repeat(i % 10 === 0 ? 8 : 0),
        source: i % 10 === 0 ? 'edited' : 'punched',
      }),
    );
    const texts = await pageTexts(await renderTimesheet(data({ rows })));
    expect(texts.length).toBeGreaterThan(3);
    texts.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${texts.length}`);
      if (index > 0 && index < texts.length - 1) expect(text).toContain('Grace Hopper (continued)');
    });
    const all = texts.join('\n');
    expect(all).toContain(`${(150 * 8.5).toFixed(2)}`); // the total worked
    expect(all.match(/Receipts \(punch ids\)/g)).toHaveLength(150);
  });

  it('says so when nothing was counted, and when there is no audit entry yet', async () => {
    const [text = ''] = await pageTexts(
      await renderTimesheet(data({ rows: [], chainHead: null, centres: [] })),
    );
    expect(text).toContain('No hours were counted in this period.');
    expect(text).toContain('had no audit entries yet');
  });

  it('sums everyone at the end when there are several people', async () => {
    const other = '77777777-7777-4777-8777-777777777777';
    const [text = ''] = await pageTexts(
      await renderTimesheet(
        data({ rows: [row(), row({ staffUid: other, name: 'Alan Turing', worked: 2 * H })] }),
      ),
    );
    expect(text).toContain('Everyone (2 people)');
    expect(text).toContain('10.50');
  });
});

describe('rulesText', () => {
  it('names the thresholds, the week start and the preset', () => {
    expect(
      rulesText({ weekStart: 7, dailySeconds: null, weeklySeconds: 44 * H, preset: 'CA-ON' }),
    ).toMatch(
      /^Overtime rules: no daily overtime; weekly overtime after 44 regular hours in a week; weeks start on Sunday \(preset: Ontario\)\./,
    );
    expect(
      rulesText({ weekStart: 1, dailySeconds: 7.5 * H, weeklySeconds: null, preset: null }),
    ).toMatch(/^Overtime rules: daily overtime after 7\.5 h worked in a day; no weekly overtime;/);
  });
});

describe('localTime', () => {
  it('reads an instant in the centre’s zone, daylight saving included', () => {
    expect(localTime(Date.parse('2026-07-01T13:00:00Z'), TORONTO)).toEqual({
      date: '2026-07-01',
      time: '09:00',
    });
    expect(localTime(Date.parse('2026-12-01T14:00:00Z'), TORONTO)).toEqual({
      date: '2026-12-01',
      time: '09:00',
    });
    expect(localTime(Date.parse('2026-12-01T04:30:00Z'), 'Not/AZone')).toEqual({
      date: '2026-12-01',
      time: '04:30',
    });
  });
});
