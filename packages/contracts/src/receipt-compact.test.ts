import { describe, expect, it } from 'vitest';
import { loadEveryNamespace } from './i18n.ts';
import { receiptBytes } from './receipt-bytes.ts';
import { compactReceipt, expandReceipt, receiptFromHash, receiptLink } from './receipt-compact.ts';
import { receiptWords } from './receipt-words.ts';
import { sampleReceipt } from './samples.ts';
import type { TReceipt, TSignedReceipt } from './timeclock.ts';

const signature = 'S'.repeat(85) + 'A';
const signed = (receipt: TReceipt): TSignedReceipt => ({ receipt, alg: 'Ed25519', signature });
const flagged: TReceipt = {
  ...sampleReceipt('ed25519-0123456789abcdef'),
  staff_name: 'Zoë 李 🙂',
  position: null,
  location_error: 'timeout',
  distance_m: null,
  verdict: 'uncertain',
  reasons: ['NO_LOCATION', 'CLOCK_SKEW'],
  chain: { seq: 2 ** 40 + 3, hash: 'c0ffee'.repeat(10) + 'beef' },
};

describe("a receipt's compact form", () => {
  it.each([
    ['clean', sampleReceipt('ed25519-x')],
    ['flagged', flagged],
  ] as const)('gives back exactly the signed bytes and signature (%s)', (_name, receipt) => {
    const compact = compactReceipt(signed(receipt));
    expect(compact).toMatch(/^[A-Za-z0-9_-]+$/);
    const back = expandReceipt(compact!);
    expect(back?.signature).toBe(signature);
    expect(receiptBytes(back!.receipt)).toEqual(receiptBytes(receipt));
  });

  it('is about half as long as the JSON, so the QR code is much smaller', () => {
    const compact = compactReceipt(signed(sampleReceipt('ed25519-0123456789abcdef')))!;
    expect(compact.length).toBeLessThan(JSON.stringify(signed(flagged)).length / 2);
  });

  it('is not made when it would not give back the same bytes: the link carries the JSON then', () => {
    const upper = signed({
      ...sampleReceipt('k'),
      punch_id: sampleReceipt('k').punch_id.toUpperCase(),
    });
    expect(compactReceipt(upper)).toBeNull();
    const odd = signed({ ...sampleReceipt('k'), client_time: '2026-11-25T14:00:01Z' });
    expect(compactReceipt(odd)).toBeNull();
    const link = receiptLink('https://example.com/', odd);
    expect(link).toMatch(/^https:\/\/example\.com\/verify#receipt=/);
    expect(JSON.parse(receiptFromHash(new URL(link).hash)!)).toEqual(odd);
  });

  it('reads nothing from a cut or padded form, or another layout', () => {
    const compact = compactReceipt(signed(flagged))!;
    expect(expandReceipt(compact.slice(0, -4))).toBeNull();
    expect(expandReceipt(`${compact}AAAA`)).toBeNull();
    expect(expandReceipt(`C${compact.slice(1)}`)).toBeNull();
    expect(expandReceipt('not base64!')).toBeNull();
    expect(receiptFromHash('#c=AAAA')).toBeNull();
  });
});

describe('a receipt in words', () => {
  it("says who, where, when (the centre's time), what, the verdict and the distance", async () => {
    await loadEveryNamespace();
    const words = receiptWords(sampleReceipt('k'), 'America/Toronto');
    expect(words.title).toBe('Clock-in: Grace Hopper');
    expect(Object.fromEntries(words.facts.map((f) => [f.key, f.value]))).toEqual({
      who: 'Grace Hopper',
      where: sampleReceipt('k').business_name,
      when: "November 25, 2026 at 9:00 a.m. (EST, the centre's time)",
      what: 'Clock-in',
      verdict: 'Verified at the centre: the phone placed Grace Hopper inside its geofence.',
      distance:
        '11 m from the centre, whose geofence reaches 100 m; the phone was accurate to ±8 m.',
    });
    expect(words.flagged).toBe(false);
    expect(words.reasons).toEqual([]);
  });

  it('says why a punch was flagged, in sentences with its own figures', async () => {
    await loadEveryNamespace();
    const words = receiptWords(flagged, 'UTC');
    expect(words.flagged).toBe(true);
    expect(words.facts.find((f) => f.key === 'distance')?.value).toBe(
      'Not known: the phone took too long to find its position.',
    );
    expect(words.reasons).toEqual([
      "Zoë 李 🙂's phone did not share its location.",
      "Zoë 李 🙂's phone's clock was 0 min off the server's.",
    ]);
  });
});
