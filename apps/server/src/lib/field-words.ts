import { isMessageKey, translate } from '@vh/contracts';

/** The field a dotted path ends in, past list positions: `items.3.punch_id` → `punch_id`. */
const fieldName = (path: string): string =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1) ?? path;

/**
 * A request field in words ('Expiry' for expires_in_days), from the catalogue's `fields.names`;
 * a field it does not list reads as its name with spaces ('Start date'), never as a path.
 */
export function fieldWords(path: string): string {
  const name = fieldName(path);
  const key = `fields.names.${name}`;
  if (isMessageKey(key)) return translate(key);
  const spaced = name.replaceAll('_', ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What a field expects, in words ('a number of days, such as 7'), when the catalogue says. */
export function fieldExpects(path: string): string | undefined {
  const key = `fields.expects.${fieldName(path)}`;
  return isMessageKey(key) ? translate(key) : undefined;
}
