import { describe, expect, it } from 'vitest';
import { TIMECLOCK } from '@vh/contracts';
import { deviceTimeOf, honestTime, type TimeClaims } from './honest-time.ts';

const MIN = 60_000;
const received = new Date('2026-11-25T14:47:00Z');
const at = (ms: number) => new Date(received.getTime() + ms);

// A phone whose clock runs 3 minutes slow (offset +3 min), last in touch at 13:55, punched at
// 14:00 by the server's clock (13:57 on its own) and came back online at 14:47.
const offline: TimeClaims = {
  received,
  claimed: at(-50 * MIN),
  lastContact: { serverAt: at(-52 * MIN), offsetMs: 3 * MIN },
  latest: null,
  deviceTime: at(-3 * MIN),
};

describe('the time of record', () => {
  it('is the arrival for a punch that states no contact, with the skew measured on arrival', () => {
    const plain = honestTime({ ...offline, lastContact: null, deviceTime: null });
    expect(plain).toEqual({
      at: received,
      skewMs: 50 * MIN,
      deliveryOffsetMs: null,
      reasons: [],
    });
  });

  it('is the claimed time corrected by the offset, flagged as recorded offline', () => {
    const kept = honestTime(offline);
    expect(kept.at).toEqual(at(-47 * MIN));
    expect(kept.skewMs).toBe(3 * MIN);
    expect(kept.deliveryOffsetMs).toBe(3 * MIN);
    expect(kept.reasons).toEqual(['RECORDED_OFFLINE']);
  });

  it('is not "offline" when it arrived within the allowed delay', () => {
    const late = TIMECLOCK.offlineLateAfterS * 1000;
    const claims = {
      ...offline,
      lastContact: { serverAt: at(-MIN * 10), offsetMs: 0 },
      deviceTime: null,
    };
    expect(honestTime({ ...claims, claimed: at(-late) }).reasons).toEqual([]);
    expect(honestTime({ ...claims, claimed: at(-late - 1) }).reasons).toEqual(['RECORDED_OFFLINE']);
  });

  it('moves a time a few seconds past a bound in silently: that is the network', () => {
    const noise = TIMECLOCK.boundsToleranceS * 1000;
    const future = honestTime({ ...offline, claimed: at(-3 * MIN + noise), deviceTime: null });
    expect(future).toMatchObject({ at: received, reasons: [] });
    const beforeContact = honestTime({ ...offline, claimed: at(-55 * MIN - noise) });
    expect(beforeContact.at).toEqual(at(-52 * MIN));
    expect(beforeContact.reasons).toEqual(['RECORDED_OFFLINE']);
  });

  it('flags and clamps a time outside [contact, arrival]', () => {
    const noise = TIMECLOCK.boundsToleranceS * 1000;
    const future = honestTime({ ...offline, claimed: at(-3 * MIN + noise + 1), deviceTime: null });
    expect(future).toMatchObject({ at: received, reasons: ['TIME_OUT_OF_BOUNDS'] });
    const past = honestTime({ ...offline, claimed: at(-3 * 86_400_000) });
    expect(past.at).toEqual(at(-52 * MIN));
    expect(past.reasons).toEqual(['RECORDED_OFFLINE', 'TIME_OUT_OF_BOUNDS']);
  });

  it('never places a punch before the person’s latest one', () => {
    const latest = at(-40 * MIN);
    const placed = honestTime({ ...offline, latest });
    expect(placed.at).toEqual(latest);
    expect(placed.reasons).toContain('TIME_OUT_OF_BOUNDS');
    // A latest punch before the contact bounds nothing.
    expect(honestTime({ ...offline, latest: at(-60 * MIN) }).at).toEqual(at(-47 * MIN));
  });

  it('distrusts a contact too old or from the future, and keeps the time within the arrival', () => {
    const days = TIMECLOCK.contactMaxAgeDays * 86_400_000;
    const old = honestTime({
      ...offline,
      claimed: at(-days - 5 * MIN),
      lastContact: { serverAt: at(-days - 6 * MIN), offsetMs: 0 },
    });
    expect(old.at).toEqual(at(-days - 5 * MIN));
    expect(old.reasons).toContain('TIME_OUT_OF_BOUNDS');
    const ahead = honestTime({
      ...offline,
      claimed: at(-MIN),
      lastContact: { serverAt: at(10 * MIN), offsetMs: 0 },
    });
    expect(ahead.at).toEqual(received);
    expect(ahead.reasons).toContain('TIME_OUT_OF_BOUNDS');
  });
});

describe('the offset at delivery', () => {
  it('flags a clock changed by more than the allowed drift between contact and delivery', () => {
    const drift = TIMECLOCK.offsetChangeMaxS * 1000;
    const same = { ...offline, deviceTime: at(-3 * MIN - drift) };
    expect(honestTime(same).reasons).toEqual(['RECORDED_OFFLINE']);
    const moved = { ...offline, deviceTime: at(-3 * MIN - drift - 1) };
    expect(honestTime(moved).reasons).toEqual(['RECORDED_OFFLINE', 'OFFSET_CHANGED']);
  });

  it('says nothing of a changed offset without a contact to compare with', () => {
    const plain = honestTime({ ...offline, lastContact: null, deviceTime: at(-5 * 3_600_000) });
    expect(plain.deliveryOffsetMs).toBe(5 * 3_600_000);
    expect(plain.reasons).toEqual([]);
  });
});

describe('the device-time header', () => {
  it.each([
    ['2026-11-25T14:44:00.000Z', '2026-11-25T14:44:00.000Z'],
    ['2026-11-25T09:44:00-05:00', '2026-11-25T14:44:00.000Z'],
    [['2026-11-25T14:44:00Z', 'x'], '2026-11-25T14:44:00.000Z'],
    ['yesterday', null],
    ['', null],
    [undefined, null],
    ['2026-11-25T14:44:00Z'.padEnd(80, ' '), null],
  ] as const)('reads %j as %s', (header, expected) => {
    const read = deviceTimeOf(header as string | string[] | undefined);
    expect(read?.toISOString() ?? null).toBe(expected);
  });
});
