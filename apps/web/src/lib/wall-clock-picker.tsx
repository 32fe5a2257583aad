import { ActionIcon, CheckIcon, Group, type PopoverProps } from '@mantine/core';
import {
  DatePicker,
  PickerInputBase,
  TimePicker,
  useDatesContext,
  type CalendarAriaLabels,
  type CalendarLevel,
  type DatePickerProps,
  type TimePickerProps,
} from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { useRef, useState, type ReactNode } from 'react';

// Read as UTC, a wall-clock text has no daylight-saving gap to fall into, whatever the browser's zone.
dayjs.extend(utc);

/*
 * Why not Mantine's DateTimePicker: it turns its 'YYYY-MM-DD HH:mm:ss' text into a Date in the
 * browser's zone at every step (setting the typed hour, the clicked day, the shown value). A time
 * the browser's clock skips that day (London's 01:00–02:00 on the last Sunday of March) comes back
 * an hour later, though it exists at the centre. Here the day comes from Mantine's calendar as a
 * date alone and the time from its time picker as text, and they are only ever joined as text.
 */

const PICKER_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;

/** The picker's text split into its day and its time ('HH:mm:ss'), with no Date made. */
function partsOf(value: string | null): { day: string | null; time: string } {
  const match = PICKER_TEXT.exec(value ?? '');
  if (!match?.[1] || !match[2]) return { day: null, time: '' };
  return { day: match[1], time: withSeconds(match[2]) };
}

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** The picker's text shown in `format`, read as UTC so no zone of the browser's moves it. */
function formatWallClock(value: string | null, format: string, locale: string): string {
  const { day, time } = partsOf(value);
  return day ? dayjs.utc(`${day}T${time}Z`).locale(locale).format(format) : '';
}

/*
 * Mantine's own pickers give their calendar this so that Escape closes the calendar and not the
 * modal around it; DatePicker takes it without declaring it.
 */
const calendarInPopover = { __stopPropagation: true } as Partial<DatePickerProps>;
const stopEscape = { 'data-mantine-stop-propagation': true };

export interface WallClockPickerProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** 'YYYY-MM-DD HH:mm:ss', as Mantine's DateTimePicker holds it. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** How the field shows the value: a dayjs format. */
  valueFormat: string;
  /** The first and last days that can be picked (YYYY-MM-DD). */
  minDate: string;
  maxDate: string;
  ariaLabels?: CalendarAriaLabels;
  popoverProps?: Partial<Omit<PopoverProps, 'children'>>;
  timePickerProps?: Partial<TimePickerProps>;
  /** The name of the Done button, which shows only a check mark. */
  doneLabel: string;
}

/**
 * A day and a time on a wall clock that is not necessarily the browser's: the same field, calendar,
 * time inputs and Done button as Mantine's DateTimePicker, with the value kept as text throughout.
 */
export function WallClockPicker({
  value,
  onChange,
  valueFormat,
  minDate,
  maxDate,
  ariaLabels,
  popoverProps,
  timePickerProps,
  doneLabel,
  ...inputProps
}: WallClockPickerProps) {
  const [opened, dropdown] = useDisclosure(false);
  const { locale } = useDatesContext();
  const { day } = partsOf(value);
  return (
    <PickerInputBase
      {...inputProps}
      __staticSelector="DateTimePicker"
      type="default"
      formattedValue={formatWallClock(value, valueFormat, locale)}
      value={day}
      dropdownOpened={opened}
      dropdownHandlers={dropdown}
      shouldClear={false}
      onClear={() => onChange(null)}
      popoverProps={popoverProps}
    >
      {/* Mounted on each opening, so the calendar and time start from the value. */}
      <WallClockDropdown
        value={value}
        onChange={onChange}
        onDone={dropdown.close}
        minDate={minDate}
        maxDate={maxDate}
        ariaLabels={ariaLabels}
        timePickerProps={timePickerProps}
        doneLabel={doneLabel}
      />
    </PickerInputBase>
  );
}

function WallClockDropdown({
  value,
  onChange,
  onDone,
  minDate,
  maxDate,
  ariaLabels,
  timePickerProps,
  doneLabel,
}: Pick<
  WallClockPickerProps,
  'value' | 'onChange' | 'minDate' | 'maxDate' | 'ariaLabels' | 'timePickerProps' | 'doneLabel'
> & { onDone: () => void }) {
  const { day, time: initialTime } = partsOf(value);
  // The typed time, complete or not: a half-typed one must not be replaced by the value's.
  const [time, setTime] = useState(initialTime);
  const [level, setLevel] = useState<CalendarLevel>('month');
  const hoursRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <DatePicker
        {...calendarInPopover}
        value={day}
        defaultDate={day ?? undefined}
        minDate={minDate}
        maxDate={maxDate}
        ariaLabels={ariaLabels}
        onLevelChange={setLevel}
        onChange={(picked) => {
          if (picked) onChange(`${picked} ${time || initialTime || '00:00:00'}`);
          hoursRef.current?.focus();
        }}
      />
      {level === 'month' && (
        <Group gap="md" mt="md" wrap="nowrap" align="stretch">
          <TimePicker
            value={time}
            {...timePickerProps}
            {...stopEscape}
            style={{ flex: 1 }}
            hoursRef={hoursRef}
            onChange={(typed) => {
              setTime(typed);
              if (typed && day) onChange(`${day} ${withSeconds(typed)}`);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onDone();
              }
            }}
          />
          <ActionIcon
            variant="default"
            size="input-sm"
            {...stopEscape}
            aria-label={doneLabel}
            onClick={onDone}
          >
            <CheckIcon size="30%" />
          </ActionIcon>
        </Group>
      )}
    </>
  );
}
