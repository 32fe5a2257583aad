import { describe, expect, it } from 'vitest';
import { VERDICT_REASONS, type TPunch } from '@vh/contracts';
import { suggestedReason } from './suggested-reason.ts';
import {
  bothTimesWords,
  formatDistance,
  formatDuration,
  formatTimeAt,
  reasonSentence,
  verdictWords,
} from './time-words.ts';

const punch = (overrides: Partial<TPunch>): TPunch => ({
  id: '6f1c1a3e-3f0e-4d5a-9a47-8d0f1f6a7b21',
  type: 'clock_in',
  staff_uid: '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11',
  business_id: '2a4f7c1d-1c2b-4f9a-8d55-9f6c3e2b1a00',
  shift_id: '9b2d6c1e-5a4f-4e3b-8c2d-1f0e9d8c7b6a',
  server_time: '2026-11-25T14:00:00.000Z',
  client_time: '2026-11-25T14:00:00.000Z',
  received_time: '2026-11-25T14:00:00.000Z',
  offset_ms: null,
  latitude: 43.6388,
  longitude: -79.3817,
  accuracy_m: 8,
  location_error: null,
  distance_m: 12.4,
  verdict: 'inside',
  reasons: [],
  needs_review: false,
  review: null,
  notes: [],
  ...overrides,
});

describe('the verdict in words', () => {
  it('says where and how close a verified punch was', () => {
    expect(verdictWords(punch({}), 'Main St')).toBe(
      'Verified at Main St — 12 m from the centre, ±8 m',
    );
  });

  it('says a punch from far away was recorded and flagged, and about how far', () => {
    expect(verdictWords(punch({ verdict: 'outside', distance_m: 340.2 }), 'Main St')).toBe(
      'Recorded and flagged for review: about 340 m away',
    );
    expect(verdictWords(punch({ verdict: 'outside', distance_m: 2004 }), 'Main St')).toBe(
      'Recorded and flagged for review: about 2 km away',
    );
  });

  it('explains a punch without a position and one that could not be placed', () => {
    const denied = punch({
      latitude: null,
      longitude: null,
      accuracy_m: null,
      distance_m: null,
      location_error: 'denied',
      verdict: 'uncertain',
    });
    expect(verdictWords(denied, 'Main St')).toBe(
      'Recorded and flagged for review: no location was shared',
    );
    expect(verdictWords(punch({ verdict: 'uncertain', accuracy_m: 900 }), 'Main St')).toBe(
      'Recorded and flagged for review: your position could not be confirmed inside Main St',
    );
  });
});

describe('times and lengths', () => {
  it('shows times where the centre is, on both sides of a clock change', () => {
    // Toronto, 1 November 2026: clocks go back from 2:00 EDT to 1:00 EST.
    expect(formatTimeAt('2026-11-01T04:30:00Z', 'America/Toronto')).toMatch(/^12:30\sa\.m\.$/);
    expect(formatTimeAt('2026-11-01T08:30:00Z', 'America/Toronto')).toMatch(/^3:30\sa\.m\.$/);
    expect(formatTimeAt('2026-11-01T08:30:00Z', 'Europe/London')).toMatch(/^8:30\sa\.m\.$/);
  });

  it('writes hours and minutes, and distances past a kilometre in km', () => {
    expect(formatDuration(4 * 3600)).toBe('4 h 00 min');
    expect(formatDuration(7 * 3600 + 5 * 60 + 59)).toBe('7 h 05 min');
    expect(formatDuration(42 * 60)).toBe('42 min');
    expect(formatDuration(-5)).toBe('0 min');
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(2345)).toBe('2.3 km');
  });
});

describe('why a punch needs review, as a sentence', () => {
  it('tells the person about their own phone, and the reviewer about theirs', () => {
    const stale = punch({ reasons: ['STALE_POSITION'], needs_review: true });
    expect(reasonSentence(stale, 'STALE_POSITION')).toBe(
      "Your phone's position was more than 2 min old when you punched.",
    );
    expect(reasonSentence(stale, 'STALE_POSITION', 'Sam')).toBe(
      "Sam's phone's position was more than 2 min old when they punched.",
    );
  });

  it('gives the figure the punch carries, and a sentence without one when it carries none', () => {
    expect(reasonSentence(punch({ accuracy_m: 850 }), 'LOW_ACCURACY')).toBe(
      'Your phone could place you only within 850 m.',
    );
    expect(reasonSentence(punch({ accuracy_m: null }), 'LOW_ACCURACY')).toBe(
      'Your phone could not tell your position precisely enough.',
    );
    expect(reasonSentence(punch({ distance_m: 95 }), 'NEAR_EDGE', 'Sam')).toBe(
      "Sam's phone placed them 95 m from the centre, at the edge of the geofence.",
    );
    const skewed = punch({ client_time: '2026-11-25T14:07:00.000Z' });
    expect(reasonSentence(skewed, 'CLOCK_SKEW')).toBe(
      "Your phone's clock was 7 min off the server's.",
    );
  });

  it('never shows a reason code', () => {
    for (const reason of VERDICT_REASONS) {
      expect(reasonSentence(punch({}), reason)).not.toMatch(/[A-Z]{2,}_|punches\./);
      expect(reasonSentence(punch({}), reason, 'Sam')).toContain("Sam's ");
      expect(suggestedReason({ verdict: 'inside', reasons: [reason] })).not.toMatch(
        /[A-Z]{2,}_|\.[a-z]+[A-Z]/,
      );
    }
  });
});

describe('a punch kept on the phone', () => {
  // Made at 9:02 by the server's clock (Halifax), the phone's clock 2 min fast, received 9:49.
  const offline = punch({
    server_time: '2026-11-25T13:02:00.000Z',
    client_time: '2026-11-25T13:04:00.000Z',
    received_time: '2026-11-25T13:49:00.000Z',
    offset_ms: -120_000,
    reasons: ['RECORDED_OFFLINE'],
    needs_review: true,
  });

  it('says how late it was delivered, to its maker and to a reviewer', () => {
    expect(reasonSentence(offline, 'RECORDED_OFFLINE')).toBe(
      'Recorded offline on your phone (delivered 47 min later).',
    );
    expect(reasonSentence(offline, 'RECORDED_OFFLINE', 'Sam')).toBe(
      "Recorded offline on Sam's phone (delivered 47 min later).",
    );
  });

  it("judges the phone's clock by the offset measured at its last contact", () => {
    // The claimed time is 47 min before the arrival; the clock itself was 2 min off.
    expect(reasonSentence(offline, 'CLOCK_SKEW')).toBe(
      "Your phone's clock was 2 min off the server's.",
    );
  });

  it('shows a reviewer its three times on one line, at the centre', () => {
    expect(bothTimesWords(offline, 'America/Halifax')).toMatch(
      /^Made 9:02\sa\.m\. \(phone's time 9:04\sa\.m\.\) · received 9:49\sa\.m\.$/,
    );
    // Received the next morning: its day is said.
    const overnight = { ...offline, received_time: '2026-11-26T12:15:00.000Z' };
    expect(bothTimesWords(overnight, 'America/Halifax')).toMatch(
      /· received Thu, Nov 26 8:15\sa\.m\.$/,
    );
  });

  it('shows one time only for a punch that arrived within the limit', () => {
    const onTime = { ...offline, received_time: '2026-11-25T13:04:00.000Z' };
    expect(bothTimesWords(onTime, 'America/Halifax')).toBeNull();
    expect(bothTimesWords(punch({}), 'America/Halifax')).toBeNull();
  });

  it('suggests accepting it because it was kept on the phone', () => {
    expect(suggestedReason(offline)).toBe('Accepted: kept on the phone without signal.');
    expect(suggestedReason({ verdict: 'outside', reasons: ['TIME_OUT_OF_BOUNDS'] })).toBe(
      'Confirmed: the hours were worked away from the centre. The time of the punch was checked with the person and is right.',
    );
  });
});
