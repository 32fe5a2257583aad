import { describe, expect, it } from 'vitest';
import { loadEveryNamespace } from './i18n.ts';
import { receiptBytes } from './receipt-bytes.ts';
import {
  compactReceipt,
  expandReceipt,
  fromBase64Url,
  receiptFromHash,
  receiptLink,
  toBase64Url,
} from './receipt-compact.ts';
import { receiptWords } from './receipt-words.ts';
import { sampleReceipt, sampleReceiptV2 } from './samples.ts';
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

/** A punch made online by a current app: received within a second, offset measured, no signals. */
const online: TReceipt = {
  ...sampleReceiptV2('ed25519-0123456789abcdef'),
  server_time: '2026-11-25T14:00:00.000Z',
  client_time: '2026-11-25T13:59:58.764Z',
  received_time: '2026-11-25T14:00:00.000Z',
  offset_ms: 1_236,
  last_contact_time: '2026-11-25T13:58:12.345Z',
  reasons: [],
};
/** Version 2 from a script with no contact, its phone's clock behind by hours. */
const noContact: TReceipt = {
  ...flagged,
  ...sampleReceiptV2('k'),
  reasons: ['CLOCK_SKEW', 'TIME_OUT_OF_BOUNDS'],
  client_time: '2026-11-25T09:00:00.000Z',
  offset_ms: null,
  last_contact_time: null,
};
/** A signal of a kind this version does not know, with fields of its own: all of it is signed. */
const withSignal: TReceipt = {
  ...sampleReceiptV2('k'),
  signals: [
    { kind: 'kiosk', kiosk_id: 'front-desk-2', seen: { at: '2026-11-25T14:01:59Z', rssi: -61.5 } },
    { kind: 'presence.v0', note: 'Zoë 李 🙂' },
  ],
};

describe("a receipt's compact form", () => {
  it.each([
    ['v1 clean', sampleReceipt('ed25519-x')],
    ['v1 flagged', flagged],
    ['v2 kept offline', sampleReceiptV2('ed25519-x')],
    ['v2 online', online],
    ['v2 without a contact', noContact],
    ['v2 with signals of unknown kinds', withSignal],
  ] as const)('gives back exactly the signed bytes and signature (%s)', (_name, receipt) => {
    const compact = compactReceipt(signed(receipt));
    expect(compact).toMatch(/^[A-Za-z0-9_-]+$/);
    const back = expandReceipt(compact!);
    expect(back?.signature).toBe(signature);
    expect(receiptBytes(back!.receipt)).toEqual(receiptBytes(receipt));
    expect(back!.receipt).toEqual(receipt);
  });

  it('keeps layout 1 for a version 1 receipt, byte for byte as before', () => {
    // The compact form of a receipt already handed out (the web's frozen fixture receipts-v1.json).
    const issued = [
      'AW8cGj4_Dk1amkeNDx9qeyEMbysuHgxMUp1pKy-Lmg4RKk98HRwrT5qNVZ9sPisaAJuKfG1eT0o7nC0e',
      'D5qLfG0XZWQyNTUxOS1maXh0dXJlLXJldGlyZWQADEdyYWNlIEhvcHBlchJIYXJib3VyZnJvbnQgS2lv',
      'c2tCeiEwGTAAAEJ6ITAZboAABUBF0cQyyleowFPYbcXWOIZAIAAAAAAAAEJ6ITAYswAAQEXRwOvt-kTA',
      'U9htxdY4hkBZAAAAAAAAQCYzMzMzMzMAAAQ_mgwn4dS2qFxw4vGdO0psjh8KKzxNXm9wgZKjtMXW5-LR',
      'ge79l-NYgYdtsjUT-sKZ-LYLaTVwANABDHRLeSbhaT2jMve7qm6CFwGN1bNHpBEg9osSPsCCeLlAOmxJ',
      'Ngo',
    ].join('');
    const back = expandReceipt(issued);
    expect(back?.receipt.v).toBe(1);
    expect(compactReceipt(back!)).toBe(issued);
    expect(fromBase64Url(compactReceipt(signed(online))!)![0]).toBe(2);
  });

  it('costs a version 2 receipt without signals a dozen bytes more than version 1', () => {
    const v1 = fromBase64Url(compactReceipt(signed(sampleReceipt('k')))!)!.length;
    const v2 = fromBase64Url(compactReceipt(signed({ ...online, key_id: 'k' }))!)!.length;
    expect(v2 - v1).toBeGreaterThan(0);
    expect(v2 - v1).toBeLessThanOrEqual(14);
  });

  it('writes an empty list of signals as one 0 byte before the chain', () => {
    const bytes = fromBase64Url(compactReceipt(signed(online))!)!;
    // The chain's seq (4: one byte), its hash (32) and the signature (64) end the form.
    expect(bytes[bytes.length - 64 - 32 - 1 - 1]).toBe(0);
  });

  it('reads nothing from a version 2 form whose signals are not a list of kinds', () => {
    const compact = compactReceipt(signed(withSignal))!;
    const bytes = fromBase64Url(compact)!;
    const text = new TextDecoder().decode(bytes);
    const at = text.indexOf('"kind":"kiosk"');
    expect(at).toBeGreaterThan(0);
    // '"kind"' becomes '"kine"': a signal without a kind.
    const changed = Uint8Array.from(bytes);
    changed[at + 5] = 'e'.charCodeAt(0);
    expect(expandReceipt(toBase64Url(changed))).toBeNull();
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

describe('a version 2 receipt in words', () => {
  const facts = (receipt: TReceipt) =>
    Object.fromEntries(receiptWords(receipt, 'America/Toronto').facts.map((f) => [f.key, f]));

  it("says the time of record, the phone's time, the arrival and the clock's offset", async () => {
    await loadEveryNamespace();
    const words = receiptWords(sampleReceiptV2('k'), 'America/Toronto');
    const by = facts(sampleReceiptV2('k'));
    expect(by.when?.value).toBe("November 25, 2026 at 9:00 a.m. (EST, the centre's time)");
    expect(by.claimed).toEqual({
      key: 'claimed',
      label: "Phone's time",
      value: 'November 25, 2026 at 9:02 a.m.',
    });
    expect(by.received?.value).toBe(
      'November 25, 2026 at 9:47 a.m. (delivered 47 min later: kept on the phone without signal)',
    );
    expect(by.offset?.value).toBe(
      "2 min ahead of the server's at the phone's last contact (November 25, 2026 at 8:40 a.m.)",
    );
    expect(by.signals).toBeUndefined();
    expect(words.deviceTime).toBeNull();
    expect(words.reasons).toEqual([
      "Recorded offline on Grace Hopper's phone (delivered 47 min later).",
    ]);
  });

  it('says an arrival on time plainly, a clock behind or set right, and no contact', async () => {
    await loadEveryNamespace();
    expect(facts(online).received?.value).toBe('November 25, 2026 at 9:00 a.m.');
    expect(facts(online).offset?.value).toBe(
      "1 s behind the server's at the phone's last contact (November 25, 2026 at 8:58 a.m.)",
    );
    expect(facts({ ...online, offset_ms: 400 }).offset?.value).toBe(
      "Set right at the phone's last contact (November 25, 2026 at 8:58 a.m.)",
    );
    expect(facts(noContact).offset?.value).toMatch(/^Not measured: /);
  });

  it('names each signal by its kind, known or not', async () => {
    await loadEveryNamespace();
    expect(facts(withSignal).signals).toEqual({
      key: 'signals',
      label: 'Signals',
      value: 'kiosk, presence.v0',
    });
  });

  it('words CLOCK_SKEW with the offset measured at the last contact, and the new reasons', async () => {
    await loadEveryNamespace();
    const skewed: TReceipt = {
      ...online,
      offset_ms: -7 * 60_000,
      reasons: ['CLOCK_SKEW', 'OFFSET_CHANGED', 'TIME_OUT_OF_BOUNDS'],
    };
    expect(receiptWords(skewed).reasons).toEqual([
      "Grace Hopper's phone's clock was 7 min off the server's.",
      "Grace Hopper's phone's clock was changed while the punch waited to be sent.",
      "Grace Hopper's phone's time for this punch falls outside the times it could have been made: its hours count only once accepted.",
    ]);
  });
});
