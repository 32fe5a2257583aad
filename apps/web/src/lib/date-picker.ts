import { DATE_PICKER_FORMAT } from '@vh/contracts';

/** Names for the calendar's arrow and heading buttons, which show only an icon or a date. */
export const datePickerCopy = {
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next ten years',
  previousDecade: 'Previous ten years',
} as const;

/**
 * What every date picker shares: SPEC §9's display format (month names in the viewer's language,
 * set up in providers.tsx) and named controls. Values stay YYYY-MM-DD strings, so no time zone
 * ever moves the day sent to the server.
 */
export const datePickerProps = {
  valueFormat: DATE_PICKER_FORMAT,
  ariaLabels: datePickerCopy,
} as const;
