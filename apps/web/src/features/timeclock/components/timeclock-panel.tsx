import { Anchor, Stack, Tabs } from '@mantine/core';
import { t, type TProfile } from '@vh/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AuditLog } from './audit-log.tsx';
import { ClockCard } from './clock-card.tsx';
import { MyShifts } from './my-shifts.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { WhosInBoard } from './whos-in-board.tsx';

export const TIMECLOCK_TABS = ['clock', 'board', 'review', 'audit'] as const;
export type TimeclockTab = (typeof TIMECLOCK_TABS)[number];

/**
 * The time clock: staff punch and see their shifts; owners and managers watch who is in and decide
 * flagged punches; the owner also reads and verifies the audit chain.
 */
export function TimeclockPanel({
  profile,
  reviewNotice,
  tab: asked,
  onTabChange,
}: {
  profile: TProfile;
  /** What else waits for a decision beside flagged punches (the app gives correction requests). */
  reviewNotice?: ReactNode;
  /**
   * The tab to show, when the app keeps it (in the URL, so a link can open Review); one this person
   * may not open shows their first tab instead. Without it the panel keeps its own.
   */
  tab?: TimeclockTab | undefined;
  onTabChange?: ((tab: TimeclockTab) => void) | undefined;
}) {
  const isOwner = profile.role === 'OWNER';
  const manages = isOwner || profile.is_manager;
  const tabs: TimeclockTab[] = isOwner
    ? ['board', 'review', 'audit']
    : manages
      ? ['clock', 'board', 'review']
      : ['clock'];
  const first = tabs[0] ?? 'clock';
  const [own, setOwn] = useState<TimeclockTab>(first);
  const wanted = asked ?? own;
  const tab = tabs.includes(wanted) ? wanted : first;
  const choose = (next: TimeclockTab) => (onTabChange ? onTabChange(next) : setOwn(next));
  const staffView = (
    <Stack gap="lg">
      <ClockCard />
      <MyShifts />
    </Stack>
  );
  const verifyLink = (
    <Anchor component={Link} to="/verify" size="sm">
      {t('timeclock.verifyLink')}
    </Anchor>
  );
  if (tabs.length === 1) {
    return (
      <Stack gap="md">
        {staffView}
        {verifyLink}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = tabs.find((key) => key === value);
          if (next) choose(next);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {key === 'clock' ? t('timeclock.panelTabs.clock') : t(`timeclock.panelTabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="clock" pt="md">
          {staffView}
        </Tabs.Panel>
        <Tabs.Panel value="board" pt="md">
          <WhosInBoard />
        </Tabs.Panel>
        <Tabs.Panel value="review" pt="md">
          <ReviewQueue notice={reviewNotice} />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditLog />
        </Tabs.Panel>
      </Tabs>
      {verifyLink}
    </Stack>
  );
}
