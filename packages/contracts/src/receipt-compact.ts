import canonicalize from 'canonicalize';
import { receiptBytes } from './receipt-bytes.ts';
import {
  LOCATION_ERRORS,
  PUNCH_TYPES,
  VERDICT_REASONS,
  VERDICTS,
  ZSignedReceipt,
  type TReceipt,
  type TReceiptSignal,
  type TReceiptV1,
  type TReceiptV2,
  type TSignedReceipt,
} from './timeclock.ts';

// The compact form of a signed receipt, for a QR code: the same values in a fixed order, as bytes
// (ids as 16 bytes, instants as milliseconds, the hash and signature raw), in base64url. It is not
// a new thing to sign: expanded, it gives back the receipt object itself, whose canonical bytes the
// signature covers. Field names cost nothing here because the layout is fixed by its first byte.

/** The layout's version: 1 carries a v1 receipt. A new receipt version gets a new layout. */
const LAYOUT_V1 = 1;
/**
 * Layout 2 carries a v2 receipt: layout 1's values, then which of the offset and the last contact
 * there are, the received time, the offset and the last contact (as signed milliseconds: the
 * times from the time of record, so a few bytes each), and the signals as their canonical JSON
 * with its length (an empty list is one 0 byte). Signals are JSON because their kinds are open:
 * a verifier that knows none of them still gives back the bytes that were signed.
 */
const LAYOUT_V2 = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX64 = /^[0-9a-f]{64}$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
      c.charCodeAt(0),
    );
  } catch {
    return null;
  }
}

class Out {
  private readonly bytes: number[] = [];
  u8(value: number) {
    this.bytes.push(value & 0xff);
  }
  varint(value: number) {
    let rest = value;
    while (rest >= 0x80) {
      this.u8((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.u8(rest);
  }
  /** A whole number of either sign as a varint: 0, -1, 1, -2… become 0, 1, 2, 3… */
  signed(value: number) {
    this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
  }
  raw(bytes: Uint8Array) {
    for (const byte of bytes) this.u8(byte);
  }
  f64(value: number) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, value);
    this.raw(new Uint8Array(view.buffer));
  }
  text(value: string) {
    const bytes = new TextEncoder().encode(value);
    this.varint(bytes.length);
    this.raw(bytes);
  }
  hex(value: string) {
    for (let i = 0; i < value.length; i += 2) this.u8(parseInt(value.slice(i, i + 2), 16));
  }
  uuid(value: string) {
    this.hex(value.replace(/-/g, ''));
  }
  enumOf(list: readonly string[], value: string) {
    this.u8(list.indexOf(value));
  }
  done() {
    return Uint8Array.from(this.bytes);
  }
}

/** Reads what Out wrote; any read past the end or any unknown code throws, and expand says null. */
class In {
  private at = 0;
  private readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  u8(): number {
    const value = this.bytes[this.at++];
    if (value === undefined) throw new RangeError('short');
    return value;
  }
  varint(): number {
    let value = 0;
    for (let scale = 1; scale < 2 ** 49; scale *= 0x80) {
      const byte = this.u8();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
    }
    throw new RangeError('varint');
  }
  signed(): number {
    const value = this.varint();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  }
  raw(length: number): Uint8Array {
    if (this.at + length > this.bytes.length) throw new RangeError('short');
    const slice = this.bytes.slice(this.at, this.at + length);
    this.at += length;
    return slice;
  }
  f64(): number {
    return new DataView(this.raw(8).buffer).getFloat64(0);
  }
  text(): string {
    return new TextDecoder('utf-8', { fatal: true }).decode(this.raw(this.varint()));
  }
  hex(length: number): string {
    return [...this.raw(length)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  uuid(): string {
    const h = this.hex(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  }
  instant(): string {
    return new Date(this.f64()).toISOString();
  }
  enumOf<T extends string>(list: readonly T[]): T {
    const value = list[this.u8()];
    if (value === undefined) throw new RangeError('code');
    return value;
  }
  end(): boolean {
    return this.at === this.bytes.length;
  }
}

function encode(signed: TSignedReceipt): Uint8Array {
  const r = signed.receipt;
  const out = new Out();
  out.u8(r.v === 2 ? LAYOUT_V2 : LAYOUT_V1);
  for (const id of [r.punch_id, r.staff_uid, r.business_id, r.shift_id]) out.uuid(id);
  out.text(r.key_id);
  out.enumOf(PUNCH_TYPES, r.type);
  out.text(r.staff_name);
  out.text(r.business_name);
  out.f64(Date.parse(r.server_time));
  out.f64(Date.parse(r.client_time));
  out.u8((r.position ? 1 : 0) | (r.location_error ? 2 : 0) | (r.distance_m !== null ? 4 : 0));
  if (r.position) {
    out.f64(r.position.latitude);
    out.f64(r.position.longitude);
    out.f64(r.position.accuracy_m);
    out.f64(Date.parse(r.position.time));
  }
  if (r.location_error) out.enumOf(LOCATION_ERRORS, r.location_error);
  out.f64(r.centre.latitude);
  out.f64(r.centre.longitude);
  out.f64(r.centre.radius_m);
  if (r.distance_m !== null) out.f64(r.distance_m);
  out.enumOf(VERDICTS, r.verdict);
  out.u8(r.reasons.length);
  for (const reason of r.reasons) out.enumOf(VERDICT_REASONS, reason);
  if (r.v === 2) encodeV2(out, r);
  out.varint(r.chain.seq);
  out.hex(r.chain.hash);
  out.raw(fromBase64Url(signed.signature) ?? new Uint8Array(64));
  return out.done();
}

function encodeV2(out: Out, r: TReceiptV2) {
  const recorded = Date.parse(r.server_time);
  out.u8((r.offset_ms !== null ? 1 : 0) | (r.last_contact_time !== null ? 2 : 0));
  out.signed(Date.parse(r.received_time) - recorded);
  if (r.offset_ms !== null) out.signed(r.offset_ms);
  if (r.last_contact_time !== null) out.signed(Date.parse(r.last_contact_time) - recorded);
  const signals = r.signals.length > 0 ? (canonicalize(r.signals) ?? '') : '';
  out.text(signals);
}

/** Layout 2's own values, read after the reasons; the instants come back as ISO strings. */
function decodeV2(input: In, serverTime: string) {
  const recorded = Date.parse(serverTime);
  const flags = input.u8();
  const receivedTime = new Date(recorded + input.signed()).toISOString();
  const offset = flags & 1 ? input.signed() : null;
  const contact = flags & 2 ? new Date(recorded + input.signed()).toISOString() : null;
  const text = input.text();
  // Whatever the list holds is checked by the receipt's schema below.
  const signals = (text === '' ? [] : JSON.parse(text)) as TReceiptSignal[];
  return {
    received_time: receivedTime,
    offset_ms: offset,
    last_contact_time: contact,
    signals,
  };
}

function decode(bytes: Uint8Array): TSignedReceipt | null {
  const input = new In(bytes);
  try {
    const layout = input.u8();
    if (layout !== LAYOUT_V1 && layout !== LAYOUT_V2) return null;
    const [punchId, staffUid, businessId, shiftId] = [1, 2, 3, 4].map(() => input.uuid());
    const keyId = input.text();
    const type = input.enumOf(PUNCH_TYPES);
    const staffName = input.text();
    const businessName = input.text();
    const serverTime = input.instant();
    const clientTime = input.instant();
    const flags = input.u8();
    const position =
      flags & 1
        ? {
            latitude: input.f64(),
            longitude: input.f64(),
            accuracy_m: input.f64(),
            time: input.instant(),
          }
        : null;
    const locationError = flags & 2 ? input.enumOf(LOCATION_ERRORS) : null;
    const centre = { latitude: input.f64(), longitude: input.f64(), radius_m: input.f64() };
    const distance = flags & 4 ? input.f64() : null;
    const verdict = input.enumOf(VERDICTS);
    const reasons = Array.from({ length: input.u8() }, () => input.enumOf(VERDICT_REASONS));
    const v2 = layout === LAYOUT_V2 ? decodeV2(input, serverTime) : null;
    const chain = { seq: input.varint(), hash: input.hex(32) };
    const signature = toBase64Url(input.raw(64));
    if (!input.end()) return null;
    const v1: TReceiptV1 = {
      v: 1,
      kind: 'verifiedhours.punch',
      key_id: keyId,
      punch_id: punchId!,
      type,
      staff_uid: staffUid!,
      staff_name: staffName,
      business_id: businessId!,
      business_name: businessName,
      shift_id: shiftId!,
      server_time: serverTime,
      client_time: clientTime,
      position,
      location_error: locationError,
      centre,
      distance_m: distance,
      verdict,
      reasons,
      chain,
    };
    const receipt: TReceipt = v2 ? { ...v1, ...v2, v: 2 } : v1;
    const parsed = ZSignedReceipt.safeParse({ receipt, alg: 'Ed25519', signature });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * The receipt's compact form (base64url), or null when it would not expand to exactly the bytes
 * that were signed (an id in capitals, an instant written another way): the full form is used then.
 */
export function compactReceipt(signed: TSignedReceipt): string | null {
  const r = signed.receipt;
  const ids = [r.punch_id, r.staff_uid, r.business_id, r.shift_id];
  if (!ids.every((id) => UUID.test(id)) || !HEX64.test(r.chain.hash)) return null;
  if (fromBase64Url(signed.signature)?.length !== 64) return null;
  let bytes: Uint8Array;
  try {
    bytes = encode(signed);
  } catch {
    return null;
  }
  const back = decode(bytes);
  if (
    !back ||
    back.signature !== signed.signature ||
    !sameBytes(receiptBytes(back.receipt), receiptBytes(r))
  )
    return null;
  return toBase64Url(bytes);
}

/** The signed receipt a compact form carries, or null when it is not one. */
export function expandReceipt(compact: string): TSignedReceipt | null {
  const bytes = fromBase64Url(compact);
  return bytes ? decode(bytes) : null;
}

/**
 * A link that opens /verify and checks the receipt at once: `#c=` with the compact form, or
 * `#receipt=` with the whole JSON when there is no compact form. It is a fragment, so the receipt
 * never reaches a server's logs.
 */
export function receiptLink(origin: string, signed: TSignedReceipt): string {
  const base = `${origin.replace(/\/+$/, '')}/verify`;
  const compact = compactReceipt(signed);
  if (compact) return `${base}#c=${compact}`;
  return `${base}#receipt=${toBase64Url(new TextEncoder().encode(JSON.stringify(signed)))}`;
}

/**
 * The receipt's JSON from a link's fragment (`#c=…` or `#receipt=…`), or null. A changed compact
 * form that no longer reads as a receipt is null too: there is nothing left to check.
 */
export function receiptFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const compact = params.get('c');
  if (compact) {
    const signed = expandReceipt(compact);
    return signed ? JSON.stringify(signed) : null;
  }
  const value = params.get('receipt');
  if (!value) return null;
  const bytes = fromBase64Url(value);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
