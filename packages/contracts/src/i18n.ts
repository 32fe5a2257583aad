// Every sentence a person reads comes from the catalogue (src/catalogue/en), by key, through this
// one Lingui instance, on the server and in the browser. Messages are compiled ahead of time
// (`npm run catalogue`), so neither side ships or runs the ICU parser.
import { setupI18n, type Messages } from '@lingui/core';
import { loaders } from './catalogue/compiled/loaders.ts';
import { LOCALES, NAMESPACES, type MessageValues } from './catalogue/compiled/keys.ts';

export type { MessageValues };
export type MessageKey = keyof MessageValues;
export type Namespace = (typeof NAMESPACES)[number];
export { NAMESPACES };

export const SOURCE_LOCALE = 'en';
export { LOCALES };

export const i18n = setupI18n();

/** The values argument: required when the message reads values, absent when it reads none. */
type ValuesOf<K extends MessageKey> = MessageValues[K] extends undefined
  ? []
  : [values: MessageValues[K]];

/** The sentence a key names, in the active locale, with its values put in. */
export function t<K extends MessageKey>(key: K, ...values: ValuesOf<K>): string {
  return i18n._(key, values[0] as Record<string, unknown> | undefined);
}

/** A key chosen at run time (a server's answer, a stored code): checked, not typed. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(i18n.messages, key);
}

/** Like t(), for a key and values that arrive as data (an error's key and params). */
export function translate(key: string, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

const loaded = new Set<string>();

/**
 * Fetches the namespaces' messages for a locale (once each) and makes that locale active. A
 * screen awaits this before it renders, so its words are there when it first paints.
 */
export async function loadNamespaces(
  namespaces: readonly Namespace[],
  locale: string = SOURCE_LOCALE,
): Promise<void> {
  const forLocale = loaders[locale] ?? loaders[SOURCE_LOCALE]!;
  const missing = namespaces.filter((name) => !loaded.has(`${locale}:${name}`));
  const modules = await Promise.all(missing.map((name) => forLocale[name]!()));
  let messages: Messages = {};
  for (const module of modules) messages = { ...messages, ...module.messages };
  if (missing.length > 0) i18n.load(locale, messages);
  for (const name of missing) loaded.add(`${locale}:${name}`);
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The server, the command line and the tests speak every namespace. */
export function loadEveryNamespace(locale: string = SOURCE_LOCALE): Promise<void> {
  return loadNamespaces(NAMESPACES, locale);
}

/** Whether a namespace's words are here already (so a screen need not wait for them). */
export function hasNamespace(namespace: Namespace, locale: string = SOURCE_LOCALE): boolean {
  return loaded.has(`${locale}:${namespace}`);
}

/** Which key and values worded a sentence a schema gave, so an answer can carry them beside it. */
const spoken = new Map<string, { key: MessageKey; values: Record<string, unknown> | undefined }>();

/**
 * A schema's message, worded when a value fails (zod 4's `{ error: () => … }`), never at import:
 * `.min(1, says('spec.validation.firstNameRequired'))`. Schemas are built when the module loads,
 * before the browser has fetched any catalogue, and must follow a change of language.
 */
export function says<K extends MessageKey>(
  key: K,
  ...values: ValuesOf<K>
): { error: () => string } {
  return {
    error: () => {
      const sentence = t(key, ...values);
      spoken.set(sentence, { key, values: values[0] });
      return sentence;
    },
  };
}

/** The key and values behind a sentence that says() worded, if it did. */
export function keyOfSpoken(
  sentence: string,
): { key: MessageKey; values: Record<string, unknown> | undefined } | undefined {
  return spoken.get(sentence);
}
