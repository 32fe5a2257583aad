import { LOCALES, loadNamespaces, SOURCE_LOCALE, type Namespace } from '@vh/contracts';

// The browser fetches the catalogue a namespace at a time, for the language it speaks, and only
// what the screen it opens shows: the landing page does not download the time clock's words.

/**
 * What every screen shows: the frame's words. The toasts' words come with each screen's (and, on
 * the landing page, with the code that shows its only toasts: a lost connection, a link's hash).
 */
export const SHARED_WORDS: readonly Namespace[] = ['common'];

/** A form's words: its checks' messages (the spec's, the schemas' and the generic ones). */
export const FORM_WORDS: readonly Namespace[] = ['spec', 'validation', 'schema'];

/** The first of the browser's languages the catalogue has (only English so far). */
export function readerLocale(): string {
  const has = (locale: string): boolean => (LOCALES as readonly string[]).includes(locale);
  for (const language of navigator.languages) {
    const tag = language.toLowerCase();
    if (has(tag)) return tag;
    const base = tag.split('-')[0] ?? '';
    if (has(base)) return base;
  }
  return SOURCE_LOCALE;
}

/** Loads the shared words and the namespaces a screen needs, before the screen renders. */
export function loadWords(...namespaces: Namespace[]): Promise<void> {
  return loadNamespaces([...SHARED_WORDS, ...namespaces], readerLocale());
}
