import { render, screen } from '@testing-library/react';
import { DatePickerInput } from '@mantine/dates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datePickerProps } from './date-picker.ts';
import { datesLocaleFor, firstDayOfWeekFor } from './dates-locale.ts';
import { AppProviders } from './providers.tsx';
import { ViewerDates } from './viewer-dates.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the date pickers’ language', () => {
  it('is the first of the viewer’s languages we have month names for, else English', () => {
    expect(datesLocaleFor(['fr-CA', 'en'])).toBe('fr-ca');
    expect(datesLocaleFor(['pt-PT'])).toBe('pt');
    expect(datesLocaleFor(['zh'])).toBe('zh-cn');
    expect(datesLocaleFor(['xx-YY', 'es-419'])).toBe('es');
    expect(datesLocaleFor(['en-US', 'fr'])).toBe('en');
    expect(datesLocaleFor(['xx'])).toBe('en');
    expect(datesLocaleFor([])).toBe('en');
  });

  it('starts the week where the viewer’s region does', () => {
    expect(firstDayOfWeekFor('en-US')).toBe(0);
    expect(firstDayOfWeekFor('fr-FR')).toBe(1);
    expect(firstDayOfWeekFor('not a language')).toBeUndefined();
  });

  it("names the month in the viewer's language, in SPEC's 'MMMM D, YYYY' order", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    render(
      <AppProviders env="test">
        <ViewerDates>
          <DatePickerInput
            label="Day"
            value="2027-03-04"
            onChange={() => undefined}
            {...datePickerProps}
          />
        </ViewerDates>
      </AppProviders>,
    );
    // English first, then French once its names have loaded.
    expect(await screen.findByText('mars 4, 2027')).toBeTruthy();
  });
});
