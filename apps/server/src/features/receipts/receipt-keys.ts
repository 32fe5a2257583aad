import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, ne, and, isNull } from 'drizzle-orm';
import { receiptBytes, type TReceipt, type TSignedReceipt } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { receiptKeys } from '../../db/schema/index.ts';

export const RECEIPT_KEY_FILE = 'receipt-signing-key.pem';

export type ReceiptSigner = {
  keyId: string;
  /** base64url of the raw 32-byte public key. */
  publicKey: string;
  sign(receipt: TReceipt): TSignedReceipt;
};

function signerOf(privateKey: KeyObject): ReceiptSigner {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  if (jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') {
    throw new Error('The receipt signing key must be an Ed25519 private key');
  }
  const raw = Buffer.from(jwk.x, 'base64url');
  const keyId = `ed25519-${createHash('sha256').update(raw).digest('base64url').slice(0, 16)}`;
  return {
    keyId,
    publicKey: jwk.x,
    sign(receipt) {
      const signature = sign(null, receiptBytes(receipt), privateKey).toString('base64url');
      return { receipt, alg: 'Ed25519', signature };
    },
  };
}

/**
 * The signing key: from the setting when one is given (several instances may share it, or each
 * have its own), else from DATA_DIR, made on first start with mode 0600.
 */
export async function loadOrCreateReceiptKey(options: {
  dataDir: string;
  pem: string | undefined;
}): Promise<ReceiptSigner> {
  if (options.pem) return signerOf(createPrivateKey(options.pem));
  const file = path.join(options.dataDir, RECEIPT_KEY_FILE);
  try {
    return signerOf(createPrivateKey(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  // 'wx': two processes starting at once on one DATA_DIR must not overwrite each other's key.
  try {
    await writeFile(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return signerOf(createPrivateKey(await readFile(file, 'utf8')));
  }
  return signerOf(privateKey);
}

/** Every instance publishes its key in the database, so any instance can list every key. */
export async function publishReceiptKey(db: Executor, signer: ReceiptSigner): Promise<void> {
  await db
    .insert(receiptKeys)
    .values({ keyId: signer.keyId, publicKey: signer.publicKey })
    .onConflictDoNothing();
}

/**
 * Rotation: a new key replaces the one in DATA_DIR (the old private key is deleted: nothing may sign
 * with it again) and the old public key is marked retired but stays published, so receipts it
 * signed still verify. Instances pick up the new key when they restart.
 */
export async function rotateReceiptKey(db: Executor, dataDir: string): Promise<ReceiptSigner> {
  const file = path.join(dataDir, RECEIPT_KEY_FILE);
  const old = await loadOrCreateReceiptKey({ dataDir, pem: undefined });
  await publishReceiptKey(db, old);
  await unlink(file);
  const next = await loadOrCreateReceiptKey({ dataDir, pem: undefined });
  await publishReceiptKey(db, next);
  await db
    .update(receiptKeys)
    .set({ retiredAt: new Date() })
    .where(
      and(
        eq(receiptKeys.keyId, old.keyId),
        ne(receiptKeys.keyId, next.keyId),
        isNull(receiptKeys.retiredAt),
      ),
    );
  return next;
}

export async function listReceiptKeys(db: Executor) {
  const keys = await db.select().from(receiptKeys).orderBy(receiptKeys.createdAt);
  return keys.map((key) => ({
    key_id: key.keyId,
    alg: 'Ed25519' as const,
    public_key: key.publicKey,
    created_at: key.createdAt.toISOString(),
    retired_at: key.retiredAt?.toISOString() ?? null,
  }));
}
