import { Stack } from '@mantine/core';
import type { TProfile } from '@vh/contracts';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BotPanel } from '../../features/bot/components/bot-panel.tsx';
import { useCentres } from '../../features/businesses/hooks/use-centres.ts';
import { HomePanel } from '../../features/dashboard/components/home-panel.tsx';
import { panelIcons } from '../../features/dashboard/components/panel-icons.ts';
import { PanelTitle } from '../../features/dashboard/components/panel-title.tsx';
import { PendingApprovalNote } from '../../features/dashboard/components/pending-approval-note.tsx';
import { isPendingStaff, managesStaff, panelsFor, type TPanel } from '../../lib/panels.ts';
import { VerifyEmailAlert } from '../../features/email-verification/components/verify-email-alert.tsx';
import { useEmailLinkConfirmation } from '../../features/email-verification/hooks/use-email-link-confirmation.ts';
import { ProfilePanel } from '../../features/profile/components/profile-panel.tsx';
import { StaffPanel } from '../../features/staff/components/staff-panel.tsx';
import { TimeclockPanel } from '../../features/timeclock/components/timeclock-panel.tsx';
import { keepDelivering } from '../../features/timeclock/offline/delivery-service.ts';
import { CorrectionsWaiting } from '../../features/timesheets/components/corrections-waiting.tsx';
import { TimesheetsPanel } from '../../features/timesheets/components/timesheets-panel.tsx';
import { ReportsPanel } from '../../features/reports/components/reports-panel.tsx';
import { PayPanel } from '../../features/pay-periods/components/pay-panel.tsx';
import { PaymentDueBanner } from '../../features/subscription/components/payment-due-banner.tsx';
import { TodayPanel } from '../../features/today/components/today-panel.tsx';
import { useTodayCounts } from '../../features/today/hooks/use-today.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import type { TAppLink } from '../shell/app-nav.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { useDashboardView } from './use-dashboard-view.ts';
import { usePendingApprovalPoll } from './use-pending-approval-poll.ts';
import { useProfileRefresh } from './use-profile-refresh.ts';
import { t } from '@vh/contracts';

/**
 * SPEC §2 Dashboard shell for role USER: the header's links and the panel the URL names. Until the
 * email is confirmed a reminder sits on top; a link's ?token= is confirmed on arrival. Owners and
 * managers land on the day's overview, staff on the clock, someone awaiting approval on what
 * happens next (and on the clock by themselves once approved).
 */
export function DashboardShell({ profile }: { profile: TProfile }) {
  const { panel, tab, clockTab, linkTo, correction } = useDashboardView(profile);
  const { confirming } = useEmailLinkConfirmation(profile.uid);
  const navigate = useNavigate();
  useProfileRefresh(profile.uid, panel);
  usePendingApprovalPoll(profile);
  // Punches kept on this phone leave whichever panel the app opens on, not only the clock.
  useEffect(() => keepDelivering(profile.uid), [profile.uid]);
  const manages = managesStaff(profile);
  // An owner's centres decide whether the home panel still offers to set one up.
  const centres = useCentres({ enabled: profile.role === 'OWNER' && panel === 'home' });
  // What waits for a decision, as badges on the menu's links (and on the home panel's cards).
  const waiting = useTodayCounts({ enabled: manages });

  if (correction) return <Navigate to={correction} replace />;

  const pending = isPendingStaff(profile);
  const badges: Partial<Record<TPanel, number>> = {
    clock: waiting.review,
    timesheets: waiting.corrections,
    staff: waiting.approvals,
  };
  // Staff under review get no way around: the note on what happens next is all there is.
  const links: TAppLink[] = pending
    ? []
    : panelsFor(profile).map((key) => ({
        key,
        label: t(`common.dashboard.panels.${key}.label`),
        icon: panelIcons[key],
        to: linkTo(key),
        current: key === panel,
        badge: badgeWords(badges[key]),
      }));
  const settingsTo = panelsFor(profile).includes('settings') ? linkTo('settings', 'account') : null;
  const titled = (key: TPanel) => (
    <PanelTitle>{t(`common.dashboard.panels.${key}.label`)}</PanelTitle>
  );

  return (
    <AppLayout profile={profile} links={links} settingsTo={settingsTo}>
      <Stack gap="lg">
        {!profile.confirm_email && !confirming && <VerifyEmailAlert profile={profile} />}
        <PaymentDueBanner profile={profile} />
        {panel === 'home' && (
          <HomePanel
            profile={profile}
            businessSetup={{
              to: linkTo('settings', 'centres'),
              hasCentres: (centres.data?.length ?? 0) > 0,
            }}
          >
            {pending ? (
              <PendingApprovalNote business={profile.business_info[0]?.name} />
            ) : (
              <TodayPanel
                profile={profile}
                headingOrder={2}
                links={{
                  review: linkTo('clock', 'review'),
                  corrections: linkTo('timesheets'),
                  approvals: linkTo('staff'),
                  timesheets: linkTo('timesheets'),
                }}
              />
            )}
          </HomePanel>
        )}
        {panel === 'clock' && (
          <Stack gap="lg">
            {titled('clock')}
            <TimeclockPanel
              profile={profile}
              reviewNotice={<CorrectionsWaiting />}
              tab={clockTab ?? undefined}
              onTabChange={(next) => void navigate(linkTo('clock', next))}
            />
          </Stack>
        )}
        {panel === 'timesheets' && (
          <Stack gap="lg">
            {titled('timesheets')}
            <TimesheetsPanel profile={profile} />
          </Stack>
        )}
        {panel === 'reports' && (
          <Stack gap="lg">
            {titled('reports')}
            <ReportsPanel profile={profile} />
          </Stack>
        )}
        {panel === 'pay' && (
          <Stack gap="lg">
            {titled('pay')}
            <PayPanel />
          </Stack>
        )}
        {panel === 'profile' && (
          <Stack gap="lg">
            {titled('profile')}
            <ProfilePanel profile={profile} />
          </Stack>
        )}
        {panel === 'staff' && (
          <Stack gap="lg">
            {titled('staff')}
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
        {panel === 'simulator' && (
          <Stack gap="lg">
            {titled('simulator')}
            <BotPanel profile={profile} />
          </Stack>
        )}
      </Stack>
    </AppLayout>
  );
}

const badgeWords = (count: number | undefined) =>
  count ? t('common.dashboard.waitingBadge', { count }) : undefined;
