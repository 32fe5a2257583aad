import type { TClockStatus, TShift } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { clockState, runningTimes } from './clock-state.ts';
import type { QueuedPunch } from './offline-db.ts';

const uid = '11111111-1111-4111-8111-111111111111';
const harbour = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Harbour Street',
  time_zone: 'America/Halifax',
  latitude: 44.65,
  longitude: -63.58,
  radius_m: 100,
};
const at = (hhmm: string) => Date.parse(`2026-03-02T${hhmm}:00.000Z`);
const iso = (hhmm: string) => new Date(at(hhmm)).toISOString();

let seq = 0;
const queued = (type: QueuedPunch['type'], hhmm: string): QueuedPunch => ({
  seq: ++seq,
  id: crypto.randomUUID(),
  uid,
  body: '{}',
  type,
  business_id: harbour.id,
  client_time: iso(hhmm),
  queued_at: at(hhmm),
});

const out: TClockStatus = { centres: [harbour], shift: null, server_time: iso('08:00') };

function openShift(overrides: Partial<TShift> = {}): TShift {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    staff_uid: uid,
    business_id: harbour.id,
    business_name: harbour.name,
    time_zone: harbour.time_zone,
    started_at: iso('08:00'),
    ended_at: null,
    break_started_at: null,
    break_seconds: 0,
    worked_seconds: 3600,
    flagged: false,
    punches: [],
    ...overrides,
  };
}

describe('the clock as the phone knows it', () => {
  it('is the server’s status when nothing waits', () => {
    const state = clockState(
      { ...out, shift: openShift(), server_time: iso('09:00') },
      at('09:00'),
      [],
    );
    expect(state.shift).toMatchObject({ business_name: 'Harbour Street', waiting: false });
    expect(runningTimes(state.running, at('09:30'))).toEqual({ worked: 5400, onBreak: null });
  });

  it('shows a queued clock-in as clocked in, counting from the phone’s time of the press', () => {
    const state = clockState(out, at('08:00'), [queued('clock_in', '09:02')]);
    expect(state.shift).toMatchObject({
      business_id: harbour.id,
      business_name: 'Harbour Street',
      time_zone: 'America/Halifax',
      started_at: iso('09:02'),
      waiting: true,
      server: null,
    });
    expect(runningTimes(state.running, at('09:47'))).toEqual({ worked: 45 * 60, onBreak: null });
  });

  it('plays a queued break and its end: the worked time stands still during it', () => {
    const punches = [queued('clock_in', '09:00'), queued('break_start', '10:00')];
    const onBreak = clockState(out, at('08:00'), punches);
    expect(onBreak.shift?.break_started_at).toBe(iso('10:00'));
    expect(runningTimes(onBreak.running, at('10:20'))).toEqual({ worked: 3600, onBreak: 1200 });

    const back = clockState(out, at('08:00'), [...punches, queued('break_end', '10:30')]);
    expect(back.shift?.break_started_at).toBeNull();
    expect(runningTimes(back.running, at('11:00'))).toEqual({ worked: 5400, onBreak: null });
  });

  it('starts a break on a server shift from the worked time at the press', () => {
    const status = {
      ...out,
      shift: openShift({ worked_seconds: 3600 }),
      server_time: iso('09:00'),
    };
    const state = clockState(status, at('09:00'), [queued('break_start', '09:15')]);
    expect(state.shift).toMatchObject({ waiting: true, break_started_at: iso('09:15') });
    expect(state.shift?.server?.id).toBe('55555555-5555-4555-8555-555555555555');
    expect(runningTimes(state.running, at('09:45'))).toEqual({ worked: 4500, onBreak: 1800 });
  });

  it('a server break runs on the server’s clock, carried onto the phone’s', () => {
    // The phone's clock is ten minutes behind the server's.
    const status = {
      ...out,
      shift: openShift({ break_started_at: iso('09:00') }),
      server_time: iso('09:05'),
    };
    const state = clockState(status, at('08:55'), []);
    expect(runningTimes(state.running, at('09:00'))).toEqual({ worked: 3600, onBreak: 600 });
  });

  it('a queued clock-out ends the shift', () => {
    const status = { ...out, shift: openShift(), server_time: iso('09:00') };
    const state = clockState(status, at('09:00'), [queued('clock_out', '17:00')]);
    expect(state.shift).toBeNull();
    expect(runningTimes(state.running, at('17:05'))).toEqual({ worked: 0, onBreak: null });
  });
});
