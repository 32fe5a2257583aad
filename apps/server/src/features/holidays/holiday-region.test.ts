import { describe, expect, it } from 'vitest';
import { COUNTRIES, t } from '@vh/contracts';
import { holidayRegionOf } from './holiday-region.ts';
import { libraryDays } from './library-days.ts';

describe('a centre’s holiday region', () => {
  it.each([
    // country, province, region, state
    ['Canada', 'ON', 'CA-ON', 'ON'],
    ['Canada', 'qc', 'CA-QC', 'QC'],
    ['United States', 'Texas', 'US-TX', 'TX'], // US states are stored by name
    ['United States', 'new york', 'US-NY', 'NY'],
    ['Czechia', '', 'CZ', null], // an alias: the library says 'Czech Republic'
    ['Italy', 'Lazio', 'IT-62', '62'], // 'Italia' in the library, which numbers its regions
    ['Germany', 'Bayern', 'DE-BY', 'BY'], // free text, matched by the library's name
    ['Germany', 'by', 'DE-BY', 'BY'], // … or its code
    ['Ireland', 'Dublin', 'IE', null], // one national list: no notice
    ['France', 'Île-de-France', 'FR', null],
  ] as const)('%s / %s → %s', (country, province, region, state) => {
    expect(holidayRegionOf(country, province)).toMatchObject({ region, state });
  });

  it('matches accents and case loosely', () => {
    expect(holidayRegionOf('canada', 'Ontario').region).toBe('CA-ON');
    expect(holidayRegionOf('Switzerland', 'canton of geneva').region).toBe('CH-GE');
    expect(holidayRegionOf('Switzerland', 'Canton de Geneve').region).toBe('CH-GE');
  });

  it('uses the national list, with a notice, for a province the library does not know', () => {
    const result = holidayRegionOf('Canada', 'Atlantis');
    expect(result).toEqual({
      country: 'CA',
      state: null,
      region: 'CA',
      notice: t('server.holidays.provinceNotListed', { province: 'Atlantis', country: 'Canada' }),
    });
    expect(holidayRegionOf('Germany', '').notice).toBe(
      t('server.holidays.noProvince', { country: 'Germany' }),
    );
  });

  it('gives no list, with a notice, for a country the library does not know', () => {
    const result = holidayRegionOf('Iraq', 'Baghdad');
    expect(result).toMatchObject({ country: null, state: null, region: null });
    expect(result.notice).toMatch(/no entry for Iraq, so no public holidays were added/);
    expect(libraryDays(result, 2026)).toEqual([]);
  });

  it('knows every country of our list except the few the library lacks', () => {
    const unknown = COUNTRIES.filter((name) => holidayRegionOf(name, '').country === null);
    expect(unknown).toEqual(['Iraq', 'Jordan', 'Lebanon']);
  });
});

describe('the library’s days', () => {
  it('keeps public holidays only, one per date, in English', () => {
    const days = libraryDays(holidayRegionOf('Canada', 'ON'), 2026);
    expect(days).toContainEqual({ date: '2026-07-01', name: 'Canada Day', statutory: true });
    expect(days).toContainEqual({ date: '2026-12-26', name: 'Boxing Day', statutory: true });
    // A public day the Employment Standards Act does not make statutory.
    expect(days).toContainEqual({ date: '2026-04-06', name: 'Easter Monday', statutory: false });
    // Observances (Groundhog Day, Halloween) and optional days (the Civic Holiday) are not days off.
    const dates = days.map((d) => d.date);
    expect(dates).not.toContain('2026-02-02');
    expect(dates).not.toContain('2026-10-31');
    expect(dates).not.toContain('2026-08-03');
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('gives each day of a holiday that lasts several, and joins two on one date', () => {
    const days = libraryDays(holidayRegionOf('Egypt', ''), 2026);
    expect(days.filter((d) => d.name === 'End of Ramadan (Eid al-Fitr)')).toEqual([
      // A region with no statutory list of ours: every public day is statutory.
      { date: '2026-03-20', name: 'End of Ramadan (Eid al-Fitr)', statutory: true },
      { date: '2026-03-21', name: 'End of Ramadan (Eid al-Fitr)', statutory: true },
      { date: '2026-03-22', name: 'End of Ramadan (Eid al-Fitr)', statutory: true },
    ]);
    expect(days).toContainEqual({
      date: '2026-01-25',
      name: 'National Police Day / Revolution Day 2011',
      statutory: true,
    });
  });
});
