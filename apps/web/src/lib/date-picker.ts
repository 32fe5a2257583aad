import { DATE_PICKER_FORMAT } from '@vh/contracts';
import './date-picker.css';

/**
 * Names for the calendar's arrow buttons, which show only an icon. The month and year headings
 * keep no name of their own: their visible text ('November 2026') is their name, as WCAG 2.5.3
 * asks of a control whose label is on screen.
 */
export const datePickerCopy = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next ten years',
  previousDecade: 'Previous ten years',
} as const;

/** The open calendar's name: Mantine points its dialog at an id the field button never gets. */
export const datePickerDialogName = 'Calendar';

const popoverProps = {
  attributes: {
    dropdown: { 'aria-label': datePickerDialogName, 'aria-labelledby': undefined },
  },
};

/**
 * What every date picker shares: SPEC §9's display format (month names in the viewer's language,
 * set up in providers.tsx), named controls and a named calendar. Values stay YYYY-MM-DD strings,
 * so no time zone ever moves the day sent to the server. Weekend days get a red that reads on
 * the calendar (date-picker.css).
 */
export const datePickerProps = {
  valueFormat: DATE_PICKER_FORMAT,
  ariaLabels: datePickerCopy,
  popoverProps,
} as const;
