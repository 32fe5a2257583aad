import type { DayOfWeek } from '@mantine/dates';
import { useEffect, useState } from 'react';

// Month and weekday names in the viewer's language. Each language's dayjs data is its own small
// chunk, fetched only for a viewer who reads that language; English is built in and is the
// fallback for any language not listed here.
const loaders: Record<string, () => Promise<unknown>> = {
  ar: () => import('dayjs/locale/ar.js'),
  de: () => import('dayjs/locale/de.js'),
  el: () => import('dayjs/locale/el.js'),
  es: () => import('dayjs/locale/es.js'),
  'es-mx': () => import('dayjs/locale/es-mx.js'),
  'es-us': () => import('dayjs/locale/es-us.js'),
  fa: () => import('dayjs/locale/fa.js'),
  fr: () => import('dayjs/locale/fr.js'),
  'fr-ca': () => import('dayjs/locale/fr-ca.js'),
  he: () => import('dayjs/locale/he.js'),
  hi: () => import('dayjs/locale/hi.js'),
  it: () => import('dayjs/locale/it.js'),
  ja: () => import('dayjs/locale/ja.js'),
  ko: () => import('dayjs/locale/ko.js'),
  nl: () => import('dayjs/locale/nl.js'),
  'pa-in': () => import('dayjs/locale/pa-in.js'),
  pl: () => import('dayjs/locale/pl.js'),
  pt: () => import('dayjs/locale/pt.js'),
  'pt-br': () => import('dayjs/locale/pt-br.js'),
  ro: () => import('dayjs/locale/ro.js'),
  ru: () => import('dayjs/locale/ru.js'),
  'tl-ph': () => import('dayjs/locale/tl-ph.js'),
  tr: () => import('dayjs/locale/tr.js'),
  uk: () => import('dayjs/locale/uk.js'),
  ur: () => import('dayjs/locale/ur.js'),
  vi: () => import('dayjs/locale/vi.js'),
  'zh-cn': () => import('dayjs/locale/zh-cn.js'),
  'zh-hk': () => import('dayjs/locale/zh-hk.js'),
  'zh-tw': () => import('dayjs/locale/zh-tw.js'),
};

// A language the browser names without the region dayjs files it under.
const regionOf: Record<string, string> = { zh: 'zh-cn', pa: 'pa-in', tl: 'tl-ph', fil: 'tl-ph' };

/** The browser's languages, most preferred first (some embedded browsers give only one). */
export function viewerLanguages(): readonly string[] {
  const nav = globalThis.navigator as Partial<Navigator> | undefined;
  return nav?.languages ?? (nav?.language ? [nav.language] : []);
}

/** The dayjs locale for the first of the viewer's languages we have names for; 'en' otherwise. */
export function datesLocaleFor(languages: readonly string[]): string {
  for (const tag of languages) {
    const exact = tag.toLowerCase();
    const base = exact.split('-')[0] ?? exact;
    if (base === 'en') return 'en';
    const found = [exact, base, regionOf[base]].find((name) => name && name in loaders);
    if (found) return found;
  }
  return 'en';
}

/** 0 = Sunday … 6 = Saturday, as the viewer's region starts a week; undefined when unknown. */
export function firstDayOfWeekFor(language: string | undefined): DayOfWeek | undefined {
  if (!language) return undefined;
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
    };
    const firstDay = locale.getWeekInfo?.().firstDay;
    return firstDay === undefined ? undefined : ((firstDay % 7) as DayOfWeek);
  } catch {
    return undefined;
  }
}

/**
 * The date pickers' locale: 'en' at once, then the viewer's language once its names have loaded.
 * A failed load leaves English; nothing else depends on it.
 */
export function useDatesLocale(languages: readonly string[] = viewerLanguages()): string {
  const wanted = datesLocaleFor(languages);
  const [loaded, setLoaded] = useState('en');
  useEffect(() => {
    const load = loaders[wanted];
    if (!load) return;
    let current = true;
    load().then(
      () => current && setLoaded(wanted),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return loaded;
}
