import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DatePickerInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { t } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { datePickerProps } from './date-picker.ts';
import { AppProviders } from './providers.tsx';
import { ViewerDates } from './viewer-dates.tsx';
import { WallClockPicker } from './wall-clock-picker.tsx';

function renderInApp(picker: ReactNode) {
  render(
    <AppProviders env="test">
      <ViewerDates>{picker}</ViewerDates>
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('an open date picker', () => {
  it('is a named calendar whose headings are named by what they show', async () => {
    const user = renderInApp(
      <DatePickerInput
        label="Day"
        value="2027-03-04"
        onChange={() => undefined}
        {...datePickerProps}
      />,
    );
    await user.click(screen.getByLabelText('Day', { selector: 'button' }));
    const calendar = await screen.findByRole('dialog', { name: t('common.datePicker.calendar') });
    await user.click(within(calendar).getByRole('button', { name: 'March 2027' }));
    expect(within(calendar).getByRole('button', { name: '2027' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: 'Next year' })).toBeTruthy();
  });

  it('names the date-and-time calendar the same way', async () => {
    const user = renderInApp(
      <WallClockPicker
        label="Clock-out"
        value="2027-03-04 09:05:00"
        onChange={() => undefined}
        {...datePickerProps}
        minDate="2000-01-01"
        maxDate="2100-12-31"
        doneLabel="Done"
      />,
    );
    await user.click(screen.getByLabelText('Clock-out', { selector: 'button' }));
    const calendar = await screen.findByRole('dialog', { name: t('common.datePicker.calendar') });
    expect(within(calendar).getByRole('button', { name: 'March 2027' })).toBeTruthy();
  });
});
