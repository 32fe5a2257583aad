import { describe, expect, it } from 'vitest';
import { flaggedPunchWords } from './flag-words.ts';

describe('a flagged punch in words', () => {
  it('says the punch, where it was judged to be, why, and the review', () => {
    expect(
      flaggedPunchWords({
        type: 'clock_in',
        verdict: 'uncertain',
        reasons: ['NO_LOCATION'],
        decision: 'accepted',
      }),
    ).toBe('Clock-in: position uncertain — No location. Accepted.');
    expect(
      flaggedPunchWords({
        type: 'break_end',
        verdict: 'inside',
        reasons: ['STALE_POSITION', 'CLOCK_SKEW'],
        decision: 'rejected',
      }),
    ).toBe(
      "Break end: inside the geofence — Old position; Device clock differs from the server's. Rejected.",
    );
    expect(
      flaggedPunchWords({ type: 'clock_out', verdict: 'outside', reasons: [], decision: null }),
    ).toBe('Clock-out: outside the geofence. Needs review.');
  });

  it('words the reasons of a punch kept on the phone', () => {
    expect(
      flaggedPunchWords({
        type: 'clock_in',
        verdict: 'inside',
        reasons: ['RECORDED_OFFLINE', 'OFFSET_CHANGED', 'TIME_OUT_OF_BOUNDS'],
        decision: null,
      }),
    ).toBe(
      'Clock-in: inside the geofence — Recorded offline, delivered late; Device clock changed before delivery; Device time outside what is possible. Needs review.',
    );
  });
});
