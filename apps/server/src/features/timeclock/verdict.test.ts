import { describe, expect, it } from 'vitest';
import { distanceM, geofenceVerdict, judgePunch } from './verdict.ts';

describe('the geofence rule (radius r, distance d, accuracy a)', () => {
  it.each([
    // d, a, r, verdict, reason
    [0, 0, 100, 'inside', null],
    [12, 8, 100, 'inside', null],
    [92, 8, 100, 'inside', null], // d + a = r exactly: inside
    [93, 8, 100, 'uncertain', 'NEAR_EDGE'],
    [100, 0, 100, 'inside', null], // on the fence with a perfect fix
    [100.5, 0, 100, 'outside', null],
    [108, 8, 100, 'uncertain', 'NEAR_EDGE'], // d − a = r exactly: not outside
    [108.5, 8, 100, 'outside', null],
    [2000, 10, 100, 'outside', null],
    [50, 150, 100, 'uncertain', 'LOW_ACCURACY'], // the accuracy circle is bigger than the fence
    [400, 150, 100, 'outside', null], // imprecise, but surely outside
    [0, 2500, 2000, 'uncertain', 'LOW_ACCURACY'],
  ] as const)('d=%s a=%s r=%s → %s %s', (d, a, r, verdict, reason) => {
    expect(geofenceVerdict(d, a, r)).toEqual({ verdict, reason });
  });
});

describe('distances', () => {
  it('measures on the ellipsoid: a degree of latitude near Toronto is about 111.1 km', () => {
    const d = distanceM({ latitude: 43, longitude: -79 }, { latitude: 44, longitude: -79 });
    expect(d).toBeGreaterThan(111_000);
    expect(d).toBeLessThan(111_200);
  });
  it('crosses the antimeridian the short way', () => {
    const d = distanceM(
      { latitude: 0, longitude: 179.9995 },
      { latitude: 0, longitude: -179.9995 },
    );
    expect(d).toBeGreaterThan(100);
    expect(d).toBeLessThan(120);
  });
});

describe('reasons', () => {
  const centre = { latitude: 43.6387, longitude: -79.3817, radiusM: 100 };
  const at = new Date('2026-11-25T14:00:00Z');
  const base = {
    at,
    clientAt: at,
    skewMs: 0,
    position: { ...centre, accuracy: 5, time: at },
    centre,
    shiftStartedAt: null,
    maxShiftHours: 16,
  };
  it('gives a clean inside no reasons', () => {
    expect(judgePunch(base)).toEqual({ verdict: 'inside', reasons: [], distanceM: 0 });
  });
  it('flags no location, a stale position, a skewed clock and an overlong shift', () => {
    expect(judgePunch({ ...base, position: null })).toMatchObject({
      verdict: 'uncertain',
      reasons: ['NO_LOCATION'],
      distanceM: null,
    });
    const old = new Date(at.getTime() - 121_000);
    expect(judgePunch({ ...base, position: { ...base.position, time: old } }).reasons).toEqual([
      'STALE_POSITION',
    ]);
    expect(judgePunch({ ...base, skewMs: -121_000 }).reasons).toEqual(['CLOCK_SKEW']);
    expect(judgePunch({ ...base, skewMs: 119_000 }).reasons).toEqual([]);
    const started = new Date(at.getTime() - 16 * 3_600_000 - 1000);
    expect(judgePunch({ ...base, shiftStartedAt: started }).reasons).toEqual(['NO_CLOCK_OUT']);
  });
  it('ages a position by the device clock, and a shift by the time of record', () => {
    // A phone an hour slow: its position and its punch are an hour behind together.
    const slow = new Date(at.getTime() - 3_600_000);
    const position = { ...base.position, time: slow };
    expect(judgePunch({ ...base, clientAt: slow, position }).reasons).toEqual([]);
    expect(judgePunch({ ...base, position }).reasons).toEqual(['STALE_POSITION']);
    const started = new Date(at.getTime() - 16 * 3_600_000 + 1000);
    const later = new Date(at.getTime() + 2000);
    expect(judgePunch({ ...base, shiftStartedAt: started }).reasons).toEqual([]);
    expect(judgePunch({ ...base, at: later, shiftStartedAt: started }).reasons).toEqual([
      'NO_CLOCK_OUT',
    ]);
  });
});
