import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { layout, t } from '@vh/contracts';
import { datePickerProps } from '../../../lib/date-picker.ts';
import type { TCentreOption } from '../../timesheets/edit-request.ts';

export type TRange = [string | null, string | null];
export type TFilters = { range: TRange; centreId: string | null; staffUid: string | null };

/** The period (a range of days), one centre or all, one person or everyone. */
export function ReportFilters({
  filters,
  onChange,
  centres,
  people,
  earliest,
}: {
  filters: TFilters;
  onChange: (next: TFilters) => void;
  centres: readonly TCentreOption[];
  people: readonly { value: string; label: string }[];
  /** The first day the plan shows (Free: 31 days back); null for any. */
  earliest: string | null;
}) {
  const phone = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const [from, to] = filters.range;
  return (
    <Group
      align="flex-start"
      gap="md"
      wrap="wrap"
      role="group"
      aria-label={t('reports.filters.label')}
    >
      <DatePickerInput
        type="range"
        label={t('reports.filters.period')}
        description={t('reports.filters.periodHelp')}
        value={filters.range}
        onChange={(range) => onChange({ ...filters, range })}
        allowSingleDateInRange
        minDate={earliest ?? undefined}
        {...datePickerProps}
        dropdownType={phone ? 'modal' : 'popover'}
        error={from && !to ? t('reports.filters.periodIncomplete') : undefined}
        w={{ base: '100%', xs: 340 }}
      />
      {centres.length > 1 && (
        <Select
          label={t('reports.filters.centre')}
          placeholder={t('reports.filters.allCentres')}
          data={centres.map((centre) => ({ value: centre.id, label: centre.name }))}
          value={filters.centreId}
          onChange={(centreId) => onChange({ ...filters, centreId })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
      )}
      {people.length > 0 && (
        <Select
          label={t('reports.filters.person')}
          placeholder={t('reports.filters.everyone')}
          data={people}
          value={filters.staffUid}
          onChange={(staffUid) => onChange({ ...filters, staffUid })}
          clearable
          searchable
          maxDropdownHeight={layout.comboboxMaxHeightPx}
          w={{ base: '100%', xs: 240 }}
        />
      )}
    </Group>
  );
}
