import { DATE_PICKER_FORMAT, t } from '@vh/contracts';
import './date-picker.css';

/**
 * Names for the calendar's arrow buttons, which show only an icon. The month and year headings
 * keep no name of their own: their visible text ('November 2026') is their name, as WCAG 2.5.3
 * asks of a control whose label is on screen. Getters: each name is read from the catalogue when
 * a picker renders (spreading the object reads them), not when this module loads.
 */
export const datePickerCopy = {
  get nextMonth() {
    return t('common.datePicker.nextMonth');
  },
  get previousMonth() {
    return t('common.datePicker.previousMonth');
  },
  get nextYear() {
    return t('common.datePicker.nextYear');
  },
  get previousYear() {
    return t('common.datePicker.previousYear');
  },
  get nextDecade() {
    return t('common.datePicker.nextDecade');
  },
  get previousDecade() {
    return t('common.datePicker.previousDecade');
  },
};

/**
 * What every date picker shares: SPEC §9's display format (month names in the viewer's language,
 * set up in viewer-dates.tsx), named controls and a named calendar (Mantine points its dialog at an
 * id the field button never gets, so the dialog gets its own name). Values stay YYYY-MM-DD
 * strings, so no time zone ever moves the day sent to the server. Weekend days get a red that
 * reads on the calendar (date-picker.css). Spread it (`{...datePickerProps}`) where the picker
 * renders: its getters read the words then.
 */
export const datePickerProps = {
  valueFormat: DATE_PICKER_FORMAT,
  get ariaLabels() {
    return { ...datePickerCopy };
  },
  get popoverProps() {
    return {
      attributes: {
        dropdown: { 'aria-label': t('common.datePicker.calendar'), 'aria-labelledby': undefined },
      },
    };
  },
};
