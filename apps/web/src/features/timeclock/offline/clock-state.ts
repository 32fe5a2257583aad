import type { TClockCentre, TClockStatus, TShift } from '@vh/contracts';
import type { QueuedPunch } from './offline-db.ts';

// Where the person stands as this phone knows it: the server's last status with the punches still
// waiting on the phone played on top, so a clock-in made without signal shows them clocked in.

/** The running times as figures: `worked_s` at device time `at_ms`, and a break's start. */
export type Running = { worked_s: number; at_ms: number; break_since_ms: number | null };

export type ClockShift = {
  business_id: string;
  business_name: string;
  time_zone: string;
  /** The server's start, or a queued clock-in's device time. */
  started_at: string;
  break_started_at: string | null;
  /** Its latest change was made on this phone and has not reached the server yet. */
  waiting: boolean;
  /** The server's shift; null for a shift only queued so far. */
  server: TShift | null;
};

export type ClockState = {
  centres: TClockCentre[];
  shift: ClockShift | null;
  running: Running | null;
};

function fromServer(status: TClockStatus, fetchedAt: number): ClockState {
  const shift = status.shift;
  if (!shift) return { centres: status.centres, shift: null, running: null };
  // The break's length so far on the server's clock, carried onto the device's: a phone whose
  // clock is off still shows the right length.
  const breakSoFar = shift.break_started_at
    ? Date.parse(status.server_time) - Date.parse(shift.break_started_at)
    : null;
  return {
    centres: status.centres,
    shift: { ...shift, waiting: false, server: shift },
    running: {
      worked_s: shift.worked_seconds,
      at_ms: fetchedAt,
      break_since_ms: breakSoFar === null ? null : fetchedAt - Math.max(0, breakSoFar),
    },
  };
}

/** The worked seconds at device time `ms` (never counting back before the figures' time). */
const workedAt = (running: Running, ms: number) =>
  running.break_since_ms === null
    ? running.worked_s + Math.max(0, ms - running.at_ms) / 1000
    : running.worked_s;

function play(state: ClockState, punch: QueuedPunch): ClockState {
  const ms = Date.parse(punch.client_time);
  const { shift, running } = state;
  if (punch.type === 'clock_in') {
    const centre = state.centres.find((candidate) => candidate.id === punch.business_id);
    return {
      ...state,
      shift: {
        business_id: punch.business_id,
        business_name: centre?.name ?? '',
        time_zone: centre?.time_zone ?? 'UTC',
        started_at: punch.client_time,
        break_started_at: null,
        waiting: true,
        server: null,
      },
      running: { worked_s: 0, at_ms: ms, break_since_ms: null },
    };
  }
  if (!shift || !running) return state;
  if (punch.type === 'clock_out') return { ...state, shift: null, running: null };
  if (punch.type === 'break_start') {
    return {
      ...state,
      shift: { ...shift, break_started_at: punch.client_time, waiting: true },
      running: { worked_s: workedAt(running, ms), at_ms: ms, break_since_ms: ms },
    };
  }
  return {
    ...state,
    shift: { ...shift, break_started_at: null, waiting: true },
    running: { worked_s: running.worked_s, at_ms: ms, break_since_ms: null },
  };
}

/** The status, fetched at device time `fetchedAt`, with the waiting punches played in order. */
export function clockState(
  status: TClockStatus,
  fetchedAt: number,
  waiting: readonly QueuedPunch[],
): ClockState {
  return waiting.reduce(play, fromServer(status, fetchedAt));
}

/** The worked time and the current break's length (seconds) at device time `now`. */
export function runningTimes(running: Running | null, now: number) {
  if (!running) return { worked: 0, onBreak: null };
  const worked = workedAt(running, now);
  if (running.break_since_ms === null) return { worked, onBreak: null };
  return { worked, onBreak: Math.max(0, now - running.break_since_ms) / 1000 };
}
