import canonicalize from 'canonicalize';
import type { TReceipt } from './timeclock.ts';

/**
 * The exact bytes a receipt's signature covers: its RFC 8785 (JCS) canonical JSON in UTF-8. The
 * server signs these and the /verify page checks them, so both must come from this one function.
 */
export function receiptBytes(receipt: TReceipt): Uint8Array<ArrayBuffer> {
  const text = canonicalize(receipt);
  if (text === undefined) throw new Error('a receipt must be a JSON object');
  return new TextEncoder().encode(text);
}
