import {
  fromBase64Url,
  receiptBytes,
  receiptFromHash,
  ZReceiptKeys,
  ZSignedReceipt,
  type TReceipt,
  type TReceiptKey,
} from '@vh/contracts';
import { requestJson } from '../../lib/http.ts';

export type Verification =
  | { kind: 'valid'; receipt: TReceipt; key: TReceiptKey }
  | { kind: 'altered'; receipt: TReceipt | null }
  | { kind: 'unknown_key'; receipt: TReceipt }
  /** `reason`: why it cannot be read (verify.malformedReasons). */
  | { kind: 'malformed'; reason: 'notJson' | 'notReceipt' }
  | { kind: 'no_keys' }
  | { kind: 'unsupported' };

const KEYS_CACHE = 'vh.receipt-keys';

/** Where the server publishes its receipt keys (the page links to it, for anyone to check). */
export const RECEIPT_KEYS_PATH = '/api/receipts/keys/';

/** The HTTP request that fetches them, shown as code beside the link (not words to translate). */
export const RECEIPT_KEYS_REQUEST = `GET ${RECEIPT_KEYS_PATH}`;

/**
 * The published keys: fetched from the server, remembered in this browser so the page still
 * checks receipts offline later. Only public keys: nothing secret is stored.
 */
export async function publishedKeys(): Promise<TReceiptKey[] | null> {
  try {
    const { keys } = await requestJson(RECEIPT_KEYS_PATH, { schema: ZReceiptKeys });
    localStorage.setItem(KEYS_CACHE, JSON.stringify(keys));
    return keys;
  } catch {
    const cached = localStorage.getItem(KEYS_CACHE);
    if (!cached) return null;
    const parsed = ZReceiptKeys.shape.keys.safeParse(JSON.parse(cached));
    return parsed.success ? parsed.data : null;
  }
}

/** A receipt as text (pasted, uploaded or from a link), checked here in the browser. */
export async function verifyReceiptText(
  text: string,
  keys: TReceiptKey[] | null,
): Promise<Verification> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'malformed', reason: 'notJson' };
  }
  const signed = raw as { receipt?: unknown; signature?: unknown } | null;
  const keyId = (signed?.receipt as { key_id?: unknown } | undefined)?.key_id;
  if (
    typeof signed !== 'object' ||
    signed === null ||
    typeof signed.receipt !== 'object' ||
    typeof signed.signature !== 'string' ||
    typeof keyId !== 'string'
  ) {
    return { kind: 'malformed', reason: 'notReceipt' };
  }
  // What the receipt claims, for display; the check below is on the receipt exactly as given, so
  // any change (even a field the schema would ignore) breaks the signature.
  const claims = ZSignedReceipt.safeParse(raw);
  const shown = claims.success ? claims.data.receipt : null;
  if (!keys) return { kind: 'no_keys' };
  const key = keys.find((k) => k.key_id === keyId);
  if (!key)
    return shown ? { kind: 'unknown_key', receipt: shown } : { kind: 'altered', receipt: null };
  const publicKey = fromBase64Url(key.public_key);
  const signature = fromBase64Url(signed.signature);
  if (!publicKey || !signature) return { kind: 'altered', receipt: shown };
  let cryptoKey: CryptoKey;
  try {
    cryptoKey = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, [
      'verify',
    ]);
  } catch {
    return { kind: 'unsupported' };
  }
  const ok = await crypto.subtle.verify(
    'Ed25519',
    cryptoKey,
    signature,
    receiptBytes(signed.receipt as TReceipt),
  );
  return ok && shown ? { kind: 'valid', receipt: shown, key } : { kind: 'altered', receipt: shown };
}

/**
 * The receipt's JSON from what a QR code says: a receipt link (/verify#c=… or #receipt=…, from
 * any origin: the signature, not the address, is what is checked) or the JSON itself. Null when it
 * carries no receipt.
 */
export function receiptTextOf(scanned: string): string | null {
  const text = scanned.trim();
  if (text.startsWith('{')) return text;
  try {
    const url = new URL(text);
    return url.pathname.replace(/\/+$/, '') === '/verify' ? receiptFromHash(url.hash) : null;
  } catch {
    return null;
  }
}
