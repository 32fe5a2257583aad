import { Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { Navigate, useNavigate } from 'react-router';
import { BotPanel } from '../../features/bot/components/bot-panel.tsx';
import { DashboardPanel } from '../../features/dashboard/components/dashboard-panel.tsx';
import { useCentres } from '../../features/businesses/hooks/use-centres.ts';
import { HomePanel } from '../../features/dashboard/components/home-panel.tsx';
import { panelIcons } from '../../features/dashboard/components/panel-icons.ts';
import { PanelTitle } from '../../features/dashboard/components/panel-title.tsx';
import { PendingApprovalNote } from '../../features/dashboard/components/pending-approval-note.tsx';
import { isPendingStaff, managesStaff, panelsFor } from '../../lib/panels.ts';
import { VerifyEmailAlert } from '../../features/email-verification/components/verify-email-alert.tsx';
import { useEmailLinkConfirmation } from '../../features/email-verification/hooks/use-email-link-confirmation.ts';
import { ProfilePanel } from '../../features/profile/components/profile-panel.tsx';
import { StaffPanel } from '../../features/staff/components/staff-panel.tsx';
import { TimeclockPanel } from '../../features/timeclock/components/timeclock-panel.tsx';
import { CorrectionsWaiting } from '../../features/timesheets/components/corrections-waiting.tsx';
import { TimesheetsPanel } from '../../features/timesheets/components/timesheets-panel.tsx';
import { ReportsPanel } from '../../features/reports/components/reports-panel.tsx';
import { PaymentDueBanner } from '../../features/subscription/components/payment-due-banner.tsx';
import { pendingCount, useStaff } from '../../features/staff/hooks/use-staff.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import type { TAppLink } from '../shell/app-nav.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { useDashboardView } from './use-dashboard-view.ts';
import { useProfileRefresh } from './use-profile-refresh.ts';
import { t } from '@vh/contracts';

/**
 * SPEC §2 Dashboard shell for role USER: the header's links and the panel the URL names. Until the
 * email is confirmed a reminder sits on top; a link's ?token= is confirmed on arrival.
 */
export function DashboardShell({ profile }: { profile: TProfile }) {
  const { panel, tab, linkTo, correction } = useDashboardView(profile);
  const { confirming } = useEmailLinkConfirmation(profile.uid);
  const navigate = useNavigate();
  useProfileRefresh(profile.uid, panel);
  // An owner's centres decide whether the home panel still offers to set one up.
  const centres = useCentres({ enabled: profile.role === 'OWNER' && panel === 'home' });
  // The Staff tile says how many people wait for approval.
  const staff = useStaff({ enabled: managesStaff(profile) && panel === 'home' });
  const waiting = pendingCount(staff.data);

  if (correction) return <Navigate to={correction} replace />;

  const pending = isPendingStaff(profile);
  const businessSetup = {
    to: linkTo('settings', 'centres'),
    hasCentres: (centres.data?.length ?? 0) > 0,
  };
  // Staff under review get no way around: the note and the dashboard panel are all there is.
  const links: TAppLink[] = pending
    ? []
    : panelsFor(profile).map((key) => ({
        key,
        label: t(`common.dashboard.panels.${key}.label`),
        icon: panelIcons[key],
        to: linkTo(key),
        current: key === panel,
      }));
  const settingsTo = panelsFor(profile).includes('settings') ? linkTo('settings', 'account') : null;

  return (
    <AppLayout profile={profile} links={links} settingsTo={settingsTo}>
      <Stack gap="lg">
        {!profile.confirm_email && !confirming && <VerifyEmailAlert profile={profile} />}
        {pending && <PendingApprovalNote />}
        <PaymentDueBanner profile={profile} />
        {panel === 'home' && (
          <HomePanel
            profile={profile}
            linkTo={linkTo}
            businessSetup={businessSetup}
            staffBadge={
              waiting > 0 ? t('common.dashboard.staffWaiting', { count: waiting }) : undefined
            }
          />
        )}
        {panel === 'dashboard' && (
          <DashboardPanel>
            <BotPanel profile={profile} />
          </DashboardPanel>
        )}
        {panel === 'clock' && (
          <Stack gap="lg">
            <PanelTitle>{t('common.dashboard.panels.clock.label')}</PanelTitle>
            <TimeclockPanel profile={profile} reviewNotice={<CorrectionsWaiting />} />
          </Stack>
        )}
        {panel === 'timesheets' && (
          <Stack gap="lg">
            <PanelTitle>{t('common.dashboard.panels.timesheets.label')}</PanelTitle>
            <TimesheetsPanel profile={profile} />
          </Stack>
        )}
        {panel === 'reports' && (
          <Stack gap="lg">
            <PanelTitle>{t('common.dashboard.panels.reports.label')}</PanelTitle>
            <ReportsPanel profile={profile} />
          </Stack>
        )}
        {panel === 'profile' && (
          <Stack gap="lg">
            <PanelTitle>{t('common.dashboard.panels.profile.label')}</PanelTitle>
            <ProfilePanel profile={profile} />
          </Stack>
        )}
        {panel === 'staff' && (
          <Stack gap="lg">
            <PanelTitle>{t('common.dashboard.panels.staff.label')}</PanelTitle>
            <StaffPanel profile={profile} />
          </Stack>
        )}
        {panel === 'settings' && (
          <SettingsPanel
            profile={profile}
            tab={tab}
            onTabChange={(next) => void navigate(linkTo('settings', next))}
          />
        )}
      </Stack>
    </AppLayout>
  );
}
