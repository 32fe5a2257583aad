import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SignJWT,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type CryptoKey,
  type JWK,
} from 'jose';
import { z } from 'zod';
import { ZOD_WORDS } from './validation.ts';

export interface AuthKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  jwks: { keys: JWK[] };
  anonKey: string;
  serviceKey: string;
}

export const SIGNING_ALG = 'ES256';
const KEYS_FILE = 'auth-keys.json';
// Long enough to outlive any deployment, like the keys a Supabase project hands out.
const API_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 60 * 60;

const ZStoredJwk = z.looseObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
});
const ZKeysFile = z.object({
  version: z.literal(1),
  kid: z.string().min(1),
  privateJwk: ZStoredJwk.extend({ d: z.string() }),
  anonKey: z.string().min(1),
  serviceKey: z.string().min(1),
});
type KeysFile = z.infer<typeof ZKeysFile>;

/**
 * Loads the signing key and API keys from `${dataDir}/auth-keys.json`, creating them on first use.
 * The file holds a private key, so it is written 0600 and never replaced once it exists: losing it
 * would invalidate every issued token and API key.
 */
export async function loadOrCreateAuthKeys(dataDir: string): Promise<AuthKeys> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, KEYS_FILE);
  const existing = await readKeysFile(file);
  if (existing) return toAuthKeys(existing);

  await writeKeysFileOnce(file, await generateKeysFile());
  // Re-read rather than trust what we generated: a concurrent starter may have won the race.
  const stored = await readKeysFile(file);
  if (!stored) throw new Error(`auth keys file ${file} vanished right after it was written`);
  return toAuthKeys(stored);
}

async function readKeysFile(file: string): Promise<KeysFile | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return undefined;
    throw error;
  }
  // Never regenerate over a damaged file: an operator has to decide what to do with it.
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`auth keys file ${file} is not valid JSON`);
  }
  const parsed = ZKeysFile.safeParse(json, ZOD_WORDS);
  if (!parsed.success) {
    throw new Error(`auth keys file ${file} is not valid: ${z.prettifyError(parsed.error)}`);
  }
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) await chmod(file, 0o600);
  return parsed.data;
}

/**
 * The keys for a signing key given in configuration (an EC P-256 private key, PKCS#8 PEM), so that
 * several servers sign and verify with one key. The anon and service keys are signed afresh: each
 * server's differ in their signature, and all verify under the shared key.
 */
export async function authKeysFromPem(pem: string): Promise<AuthKeys> {
  let privateKey: CryptoKey;
  try {
    privateKey = await importPKCS8(pem, SIGNING_ALG, { extractable: true });
  } catch (error) {
    throw new Error('the auth signing key is not an EC P-256 private key in PKCS#8 PEM form', {
      cause: error,
    });
  }
  return toAuthKeys(await keysFileFor(privateKey));
}

async function generateKeysFile(): Promise<KeysFile> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  return keysFileFor(privateKey);
}

async function keysFileFor(privateKey: CryptoKey): Promise<KeysFile> {
  const privateJwk = ZKeysFile.shape.privateJwk.parse(await exportJWK(privateKey));
  const kid = await calculateJwkThumbprint(privateJwk);
  const issuedAt = Math.floor(Date.now() / 1000);
  const apiKey = (role: 'anon' | 'service_role') =>
    new SignJWT({ role, iss: 'supabase' })
      .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + API_KEY_LIFETIME_SECONDS)
      .sign(privateKey);
  return {
    version: 1,
    kid,
    privateJwk,
    anonKey: await apiKey('anon'),
    serviceKey: await apiKey('service_role'),
  };
}

async function writeKeysFileOnce(file: string, keys: KeysFile): Promise<void> {
  // Write to a private temporary file, then hard-link it into place: the link fails if another
  // process got there first, and nobody ever reads a half-written file.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if (!(isErrnoException(error) && error.code === 'EEXIST')) throw error;
  } finally {
    await unlink(temporary);
  }
}

async function toAuthKeys(stored: KeysFile): Promise<AuthKeys> {
  const { kty, crv, x, y } = stored.privateJwk;
  const privateKey = await importJWK(stored.privateJwk, SIGNING_ALG, { extractable: false });
  if (!isCryptoKey(privateKey)) throw new Error('auth signing key is not an EC key');
  const publicJwk: JWK = {
    kty,
    crv,
    x,
    y,
    kid: stored.kid,
    alg: SIGNING_ALG,
    use: 'sig',
    key_ops: ['verify'],
  };
  return {
    kid: stored.kid,
    privateKey,
    publicJwk,
    jwks: { keys: [publicJwk] },
    anonKey: stored.anonKey,
    serviceKey: stored.serviceKey,
  };
}

function isCryptoKey(key: CryptoKey | Uint8Array): key is CryptoKey {
  return !(key instanceof Uint8Array);
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
