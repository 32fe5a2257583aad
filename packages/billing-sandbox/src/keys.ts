import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { en } from 'zod/locales';

export interface SandboxSecrets {
  apiKey: string;
  webhookUsername: string;
  webhookPassword: string;
}

const SECRETS_FILE = 'billing-sandbox.json';

const ZSecretsFile = z.object({
  version: z.literal(1),
  apiKey: z.string().min(16),
  webhookUsername: z.string().min(1),
  webhookPassword: z.string().min(16),
});
type SecretsFile = z.infer<typeof ZSecretsFile>;

/**
 * Loads the sandbox API key and webhook credentials from `${dataDir}/billing-sandbox.json`,
 * creating them once. The file is written 0600 and never replaced: the product server and the
 * sandbox must keep agreeing on these across restarts.
 */
export async function loadOrCreateSandboxSecrets(dataDir: string): Promise<SandboxSecrets> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, SECRETS_FILE);
  const existing = await readSecretsFile(file);
  if (existing) return toSecrets(existing);

  await writeSecretsFileOnce(file, {
    version: 1,
    // The test_ prefix mirrors Chargebee test-site keys, so nobody mistakes it for a live key.
    apiKey: `test_sbx_${randomBytes(24).toString('base64url')}`,
    webhookUsername: `cb_webhook_${randomBytes(6).toString('hex')}`,
    webhookPassword: randomBytes(24).toString('base64url'),
  });
  // Re-read rather than trust what we generated: a concurrent starter may have won the race.
  const stored = await readSecretsFile(file);
  if (!stored)
    throw new Error(`billing sandbox secrets file ${file} vanished after it was written`);
  return toSecrets(stored);
}

async function readSecretsFile(file: string): Promise<SecretsFile | undefined> {
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
    throw new Error(`billing sandbox secrets file ${file} is not valid JSON`);
  }
  // zod's own English, whatever words the product gives zod's messages for its own requests.
  const parsed = ZSecretsFile.safeParse(json, { error: en().localeError });
  if (!parsed.success) {
    throw new Error(
      `billing sandbox secrets file ${file} is not valid: ${z.prettifyError(parsed.error)}`,
    );
  }
  const { mode } = await stat(file);
  if ((mode & 0o077) !== 0) await chmod(file, 0o600);
  return parsed.data;
}

async function writeSecretsFileOnce(file: string, secrets: SecretsFile): Promise<void> {
  // A private temporary file hard-linked into place: the link fails if another process got there
  // first, and nobody ever reads a half-written file.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (error) {
    if (!(isErrnoException(error) && error.code === 'EEXIST')) throw error;
  } finally {
    await unlink(temporary);
  }
}

function toSecrets(stored: SecretsFile): SandboxSecrets {
  return {
    apiKey: stored.apiKey,
    webhookUsername: stored.webhookUsername,
    webhookPassword: stored.webhookPassword,
  };
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
