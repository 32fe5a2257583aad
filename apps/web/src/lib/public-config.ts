import { ZPublicConfig, type TPublicConfig } from '@vh/contracts';
import { isApiError } from './api-error.ts';
import { requestJson } from './http.ts';

// The owner of the public config (GET /api/config: where the auth service is). The auth client is
// built from it, so it is fetched without the auth client (http.ts, never api-client.ts).

/** Where the last config the server gave is kept, so the installed app starts without a network. */
export const PUBLIC_CONFIG_STORAGE_KEY = 'vh-public-config';

/** The answers that mean the server was not reached (lib/http.ts: no answer, or a proxy's). */
const UNREACHED = new Set([0, 502, 503, 504]);

/**
 * GET /api/config. When the server cannot be reached, the last config it gave, if this browser
 * kept one: it names public things (the auth service's address and public key, the map's tiles),
 * and without it a signed-in person could not open the app offline.
 */
export async function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  try {
    const config = await requestJson('/api/config', {
      schema: ZPublicConfig,
      ...(signal ? { signal } : {}),
    });
    keep(config);
    return config;
  } catch (error) {
    const kept = isApiError(error) && UNREACHED.has(error.status) ? lastKept() : null;
    if (kept) return kept;
    throw error;
  }
}

function keep(config: TPublicConfig): void {
  try {
    localStorage.setItem(PUBLIC_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Storage blocked or full: the app still starts online, as it did before it kept one.
  }
}

function lastKept(): TPublicConfig | null {
  try {
    const text = localStorage.getItem(PUBLIC_CONFIG_STORAGE_KEY);
    if (text === null) return null;
    const parsed = ZPublicConfig.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
