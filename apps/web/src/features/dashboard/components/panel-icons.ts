import {
  IconCalendarTime,
  IconChartBar,
  IconClockHour4,
  IconHome,
  IconChartCandle,
  IconCash,
  IconSettings,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { TPanel } from '../../../lib/panels.ts';

/** One icon per panel, shared by the header's links and the menu drawer so they read alike. */
export const panelIcons: Record<TPanel, Icon> = {
  home: IconHome,
  clock: IconClockHour4,
  timesheets: IconCalendarTime,
  staff: IconUsersGroup,
  reports: IconChartBar,
  pay: IconCash,
  profile: IconUserCircle,
  settings: IconSettings,
  simulator: IconChartCandle,
};
