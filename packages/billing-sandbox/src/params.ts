import { paramMissing, paramWrongValue } from './errors.ts';

/** A form body or query string as qs parses it: nested objects, arrays and strings. */
export type Params = Record<string, unknown>;

export function asParams(value: unknown): Params {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Params)
    : {};
}

/** `customer[email]` → params.customer.email; the param name is reported on errors. */
export function optionalString(
  params: Params,
  path: string[],
  options: { maxLength?: number } = {},
): string | undefined {
  const name = paramName(path);
  let current: unknown = params;
  for (const key of path) {
    if (current === undefined || current === null) return undefined;
    if (typeof current !== 'object' || Array.isArray(current)) {
      throw paramWrongValue(name, 'invalid value');
    }
    current = (current as Params)[key];
  }
  if (current === undefined || current === null) return undefined;
  if (typeof current !== 'string') throw paramWrongValue(name, 'invalid value');
  const value = current.trim();
  if (value === '') return undefined;
  if (value.length > (options.maxLength ?? 250)) {
    throw paramWrongValue(name, `cannot be longer than ${options.maxLength ?? 250} characters`);
  }
  if (hasControlCharacters(value)) throw paramWrongValue(name, 'invalid value');
  return value;
}

export function requiredString(params: Params, path: string[], options?: { maxLength?: number }) {
  const value = optionalString(params, path, options);
  if (value === undefined) throw paramMissing(paramName(path));
  return value;
}

export function optionalBoolean(params: Params, path: string[]): boolean | undefined {
  const value = optionalString(params, path);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw paramWrongValue(paramName(path), 'must be true or false');
}

/**
 * Chargebee's multi-value params (`subscription_items[item_price_id][0]`). qs returns an array
 * for small indexes and an object keyed by index for large ones; both are accepted in index order.
 */
export function indexedStrings(params: Params, path: string[]): (string | undefined)[] {
  let current: unknown = params;
  for (const key of path) {
    if (current === undefined || current === null) return [];
    if (typeof current !== 'object' || Array.isArray(current)) {
      throw paramWrongValue(paramName(path), 'invalid value');
    }
    current = (current as Params)[key];
  }
  if (current === undefined || current === null) return [];
  const entries: [number, unknown][] = Array.isArray(current)
    ? current.map((value, index) => [index, value])
    : typeof current === 'object'
      ? Object.entries(current).map(([key, value]) => [
          /^\d{1,3}$/.test(key) ? Number(key) : -1,
          value,
        ])
      : [[-1, current]];
  const result: (string | undefined)[] = [];
  for (const [index, value] of entries) {
    const name = `${paramName(path)}[${index}]`;
    if (index < 0 || typeof value !== 'string')
      throw paramWrongValue(paramName(path), 'invalid value');
    if (value.length > 100) throw paramWrongValue(name, 'cannot be longer than 100 characters');
    result[index] = value.trim() === '' ? undefined : value.trim();
  }
  return result;
}

export function paramName(path: string[]): string {
  const [first = '', ...rest] = path;
  return first + rest.map((key) => `[${key}]`).join('');
}

/** An absolute http(s) URL the browser is sent to; anything else would be an open door. */
export function optionalUrl(params: Params, path: string[]): string | undefined {
  const value = optionalString(params, path, { maxLength: 250 });
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw paramWrongValue(paramName(path), 'invalid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw paramWrongValue(paramName(path), 'must be an http or https URL');
  }
  return url.toString();
}

const ID_PATTERN = /^[A-Za-z0-9_.@-]{1,50}$/;

export function optionalId(params: Params, path: string[]): string | undefined {
  const value = optionalString(params, path, { maxLength: 50 });
  if (value !== undefined && !ID_PATTERN.test(value)) {
    throw paramWrongValue(paramName(path), 'only letters, digits and _ . @ - are allowed');
  }
  return value;
}

/** Ids in the URL path: anything else cannot exist, so it is simply not found. */
export function isValidId(value: string): boolean {
  return ID_PATTERN.test(value) || /^[A-Za-z0-9]{20,70}$/.test(value);
}

function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    // Tabs and line breaks are fine (pass_thru_content often holds JSON); other controls are not.
    if ((code < 0x20 && code !== 9 && code !== 10 && code !== 13) || code === 0x7f) return true;
  }
  return false;
}
