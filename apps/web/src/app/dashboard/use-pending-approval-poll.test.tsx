import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { PENDING_APPROVAL_POLL_MS, type TProfile } from '@vh/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../testing/factories.ts';
import { profileQueryKey } from '../../lib/get-profile.ts';
import { usePendingApprovalPoll } from './use-pending-approval-poll.ts';

const uid = buildProfile().uid;

/** The shell's part that matters here: the profile query, and the hook fed its answer. */
function Waiting({ load }: { load: () => Promise<TProfile> }) {
  const profile = useQuery({ queryKey: profileQueryKey(uid), queryFn: load });
  if (!profile.data) return null;
  return <PollingShell profile={profile.data} />;
}

function PollingShell({ profile }: { profile: TProfile }) {
  usePendingApprovalPoll(profile);
  return <p>{profile.pending_approval ? 'waiting' : 'approved'}</p>;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The profile stays pending until `approve()`; `calls` counts the loads. */
async function renderWaiting() {
  let pending = true;
  const load = vi.fn(() => Promise.resolve(buildProfile({ uid, pending_approval: pending })));
  const client = new QueryClient({
    // Only the hook may load again: no focus or reconnect loads muddy the count.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Waiting load={load} />
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByText('waiting')).toBeTruthy();
  return {
    calls: () => load.mock.calls.length,
    approve: () => {
      pending = false;
    },
    tick: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('usePendingApprovalPoll', () => {
  it('loads the profile again on each beat while it waits, and stops once approved', async () => {
    const { calls, approve, tick } = await renderWaiting();
    expect(calls()).toBe(1);

    await tick(PENDING_APPROVAL_POLL_MS - 1);
    expect(calls()).toBe(1);
    await tick(1);
    expect(calls()).toBe(2);
    await tick(PENDING_APPROVAL_POLL_MS);
    expect(calls()).toBe(3);

    approve();
    await tick(PENDING_APPROVAL_POLL_MS);
    expect(calls()).toBe(4);
    await vi.waitFor(() => expect(screen.getByText('approved')).toBeTruthy());

    await tick(PENDING_APPROVAL_POLL_MS * 5);
    expect(calls()).toBe(4);
  });

  it('asks nothing while the tab is hidden, and takes up the beat when it shows again', async () => {
    const { calls, tick } = await renderWaiting();

    act(() => setVisibility('hidden'));
    await tick(PENDING_APPROVAL_POLL_MS * 4);
    expect(calls()).toBe(1);

    act(() => setVisibility('visible'));
    await tick(PENDING_APPROVAL_POLL_MS);
    expect(calls()).toBe(2);
  });
});
