// The shape of a legal text, so the privacy policy and the terms render alike. The words are the
// catalogue's (namespace `legal`): a document lists its sections and, in page order, what kind of
// block each holds; block n of a section is the key `legal.<document>.sections.<section>.<n>`.
import { translate, type MessageKey } from '@vh/contracts';

export type TLegalName = 'terms' | 'privacy';

/** The pages a legal text links to, and their addresses. */
export const legalLinks = {
  pricing: '/pricing',
  privacy: '/privacy',
  contact: '/contact',
} as const;

/** A paragraph; a bulleted list of `list` items; a paragraph with one link to another page. */
export type TLegalBlock = 'paragraph' | { list: number } | { link: keyof typeof legalLinks };

/** The sections the catalogue has for a document (those with a heading). */
type SectionKey<D extends TLegalName> = MessageKey extends infer K
  ? K extends `legal.${D}.sections.${infer S}.heading`
    ? S
    : never
  : never;

export type TLegalSection<D extends TLegalName = TLegalName> = {
  /** The section's anchor in the page (and in the table of contents). */
  id: string;
  /** Where its words are in the catalogue: legal.<document>.sections.<key>. */
  key: SectionKey<D>;
  blocks: readonly TLegalBlock[];
};

/** A document; without a name, either of them. */
export type TLegalDocument<D extends TLegalName = TLegalName> = D extends TLegalName
  ? {
      name: D;
      /** ISO date (YYYY-MM-DD) the text last changed. */
      lastUpdated: string;
      /** The figures its sentences read (legalFacts), the same for every sentence. */
      values: Record<string, string | number>;
      sections: readonly TLegalSection<D>[];
    }
  : never;

/** A document's sentence, by its path under legal.<document>: 'title', 'sections.x.2.1'… */
export function legalWords(
  document: TLegalDocument,
  path: string,
  values?: Record<string, string>,
): string {
  return translate(`legal.${document.name}.${path}`, { ...document.values, ...values });
}

/** Every key a document reads, in page order (the catalogue must have exactly these). */
export function legalKeys(document: TLegalDocument): string[] {
  const prefix = `legal.${document.name}`;
  return [
    `${prefix}.title`,
    `${prefix}.intro`,
    ...document.sections.flatMap(({ key, blocks }) => [
      `${prefix}.sections.${key}.heading`,
      ...blocks.flatMap((block, index) => {
        const at = `${prefix}.sections.${key}.${index + 1}`;
        if (block === 'paragraph') return [at];
        if ('list' in block) {
          return Array.from({ length: block.list }, (_, item) => `${at}.${item + 1}`);
        }
        return [at];
      }),
    ]),
  ];
}

// UTC on both sides: '2026-11-21' is midnight UTC, which in a Canadian time zone is still the 20th.
const lastUpdatedFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-11-21' → 'November 21, 2026'. */
export function formatLegalDate(isoDate: string): string {
  return lastUpdatedFormat.format(new Date(isoDate));
}
