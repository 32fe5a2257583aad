import {
  receiptBytes,
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

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  } catch {
    return null;
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

/** A receipt carried in a link: /verify#receipt=<base64url of its JSON>. */
export function receiptFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('receipt');
  if (!value) return null;
  const bytes = fromBase64Url(value);
  return bytes ? new TextDecoder().decode(bytes) : null;
}

export function receiptLink(origin: string, receiptJson: string): string {
  const bytes = new TextEncoder().encode(receiptJson);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${origin}/verify#receipt=${encoded}`;
}
