import { Group, Loader, Stack } from '@mantine/core';
import { ErrorCode, type TProfile, type TReportQuery, t } from '@vh/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { useStaff } from '../../staff/hooks/use-staff.ts';
import { ErrorNote } from '../../timesheets/components/error-note.tsx';
import { useCentreOptions } from '../../timesheets/hooks/use-centre-options.ts';
import { refusedWith } from '../../timesheets/server-message.ts';
import { timesheetSearch } from '../../timesheets/timesheet-url.ts';
import { useReport } from '../hooks/use-report.ts';
import { earliestDay, FREE_HISTORY_DAYS, monthSoFar, reportLimits } from '../report-range.ts';
import { BreakdownTable } from './breakdown-table.tsx';
import { HoursPerDay } from './hours-per-day.tsx';
import { ReportExports } from './report-exports.tsx';
import { ReportFilters, type TFilters } from './report-filters.tsx';
import { ReportFlags } from './report-flags.tsx';
import { ReportTotals } from './report-totals.tsx';
import { UpgradeOffer } from './upgrade-offer.tsx';

/** The query the filters make; undefined while the period is half chosen. */
function queryOf({ range: [from, to], centreId, staffUid }: TFilters): TReportQuery | undefined {
  if (!from || !to) return undefined;
  return {
    from,
    to,
    ...(centreId ? { business_id: centreId } : {}),
    ...(staffUid ? { staff_uid: staffUid } : {}),
  };
}

/** A period's hours: filters, the plan's limits, totals, the chart, breakdowns, flags, exports. */
export function ReportView({ profile }: { profile: TProfile }) {
  const isOwner = profile.role === 'OWNER';
  const { pathname } = useLocation();
  const [filters, setFilters] = useState<TFilters>(() => ({
    range: monthSoFar(),
    centreId: null,
    staffUid: null,
  }));
  const centres = useCentreOptions(profile);
  const staff = useStaff();
  const people = (staff.data ?? [])
    .filter((member) => member.status !== 'pending')
    .map((member) => ({ value: member.uid, label: `${member.first_name} ${member.last_name}` }));
  const query = queryOf(filters);
  const report = useReport(query);
  const data = report.data;
  const pay = data?.pay ?? null;
  const personGross = new Map(pay?.people.map((p) => [p.staff_uid, p.gross_cents]));
  const centreGross = new Map(pay?.centres.map((c) => [c.business_id, c.gross_cents]));
  const limits = reportLimits(data, report.error, profile);
  const planRefused = refusedWith(report.error, ErrorCode.PLAN_UPGRADE_REQUIRED);

  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <RefreshButton
          what={t('reports.tabs.report')}
          refetch={report.refetch}
          disabled={!query || report.isPending}
        />
      </Group>
      <ReportFilters
        filters={filters}
        onChange={setFilters}
        centres={centres}
        people={people}
        earliest={limits?.historyDays ? earliestDay(limits.historyDays) : null}
      />
      {limits?.historyDays && !planRefused ? (
        <UpgradeOffer
          title={t('reports.plan.freeTitle')}
          message={t('reports.plan.free', { days: limits.historyDays })}
          isOwner={isOwner}
          upgradeLabel={t('reports.plan.upgrade')}
          askOwner={t('reports.plan.askOwner')}
        />
      ) : null}
      {report.isError ? (
        <Stack gap="sm">
          <ErrorNote
            error={report.error}
            onRetry={planRefused ? undefined : () => void report.refetch()}
          />
          {planRefused && (
            <UpgradeOffer
              title={t('reports.plan.freeTitle')}
              message={t('reports.plan.free', { days: limits?.historyDays ?? FREE_HISTORY_DAYS })}
              isOwner={isOwner}
              upgradeLabel={t('reports.plan.upgrade')}
              askOwner={t('reports.plan.askOwner')}
            />
          )}
        </Stack>
      ) : query && report.isPending ? (
        <Loader size="sm" />
      ) : data ? (
        <>
          <ReportTotals report={data} />
          <HoursPerDay days={data.days} gross={pay?.days ?? null} />
          <BreakdownTable
            title={t('reports.people.title')}
            nameHeader={t('reports.people.name')}
            withGross={pay !== null}
            rows={data.people.map((person) => ({
              ...person,
              key: person.staff_uid,
              gross_cents: personGross.get(person.staff_uid) ?? 0,
              to: { pathname, search: timesheetSearch({ staff: person.staff_uid, week: data.to }) },
            }))}
          />
          <BreakdownTable
            title={t('reports.centres.title')}
            nameHeader={t('reports.centres.name')}
            withGross={pay !== null}
            rows={data.centres.map((centre) => ({
              ...centre,
              key: centre.business_id,
              gross_cents: centreGross.get(centre.business_id) ?? 0,
            }))}
          />
          <ReportFlags report={data} />
        </>
      ) : null}
      <ReportExports limits={limits} query={query} isOwner={isOwner} />
    </Stack>
  );
}
