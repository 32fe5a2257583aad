import {
  IconCalendarTime,
  IconChartBar,
  IconClockHour4,
  IconHome,
  IconLayoutDashboard,
  IconSettings,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { TPanel } from '../../../lib/panels.ts';

/** One icon per panel, shared by the tiles and the header's links so they read alike. */
export const panelIcons: Record<TPanel, Icon> = {
  home: IconHome,
  dashboard: IconLayoutDashboard,
  clock: IconClockHour4,
  timesheets: IconCalendarTime,
  reports: IconChartBar,
  profile: IconUserCircle,
  settings: IconSettings,
  staff: IconUsersGroup,
};
