import { Anchor, Stack, Tabs } from '@mantine/core';
import { t, type TProfile } from '@vh/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AuditLog } from './audit-log.tsx';
import { ClockCard } from './clock-card.tsx';
import { MyShifts } from './my-shifts.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { WhosInBoard } from './whos-in-board.tsx';

type Tab = 'clock' | 'board' | 'review' | 'audit';

/**
 * The time clock: staff punch and see their shifts; owners and managers watch who is in and decide
 * flagged punches; the owner also reads and verifies the audit chain.
 */
export function TimeclockPanel({
  profile,
  reviewNotice,
}: {
  profile: TProfile;
  /** What else waits for a decision beside flagged punches (the app gives correction requests). */
  reviewNotice?: ReactNode;
}) {
  const isOwner = profile.role === 'OWNER';
  const manages = isOwner || profile.is_manager;
  const tabs: Tab[] = isOwner
    ? ['board', 'review', 'audit']
    : manages
      ? ['clock', 'board', 'review']
      : ['clock'];
  const [tab, setTab] = useState<Tab>(tabs[0] ?? 'clock');
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
        onChange={(value) => setTab((value as Tab | null) ?? tab)}
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
