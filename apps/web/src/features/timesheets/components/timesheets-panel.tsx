import { Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { t, type TProfile } from '@vh/contracts';
import { useSearchParams } from 'react-router';
import { managesStaff } from '../../../lib/panels.ts';
import { PayEstimateCard } from '../../pay-estimate/components/pay-estimate-card.tsx';
import { useCentreOptions } from '../hooks/use-centre-options.ts';
import { readTimesheetView, withTimesheetView, type TTimesheetView } from '../timesheet-url.ts';
import { Corrections } from './corrections.tsx';
import { TeamWeek } from './team-week.tsx';
import { WeekView } from './week-view.tsx';

/**
 * The Timesheets panel (?panel=timesheets). Staff: their own week and their correction requests.
 * Owners and managers: the team's week and the open requests; &staff=<uid> opens one person's
 * week, with edit controls. &week= picks the week; both live in the URL so Back and reload work.
 */
export function TimesheetsPanel({ profile }: { profile: TProfile }) {
  const [params, setParams] = useSearchParams();
  const view = readTimesheetView(params);
  const centres = useCentreOptions(profile);
  const go = (next: Partial<TTimesheetView>) =>
    setParams((current) => withTimesheetView(current, next));
  const onWeek = (week: string | null) => go({ week });

  if (!managesStaff(profile)) {
    return (
      <Stack gap="lg">
        <PayEstimateCard />
        <WeekView
          view={{ staff: null, week: view.week }}
          ownView
          centres={centres}
          onWeek={onWeek}
        />
        <Corrections manages={false} />
      </Stack>
    );
  }

  if (view.staff) {
    return (
      <Stack gap="lg">
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => go({ staff: null })}
          >
            {t('timesheets.team.back')}
          </Button>
        </Group>
        <WeekView
          view={view}
          ownView={view.staff === profile.uid}
          centres={centres}
          onWeek={onWeek}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <TeamWeek
        week={view.week}
        centres={centres}
        onWeek={onWeek}
        onOpen={(staff) => go({ staff })}
      />
      <Corrections manages onOpen={(item) => go({ staff: item.staff_uid, week: item.date })} />
      {profile.role === 'STAFF' && (
        <Group>
          <Button variant="default" onClick={() => go({ staff: profile.uid })}>
            {t('timesheets.team.mine')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
