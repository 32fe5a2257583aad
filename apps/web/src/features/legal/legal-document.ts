// The shape of a legal text, so the privacy policy and the terms render alike.

/** A paragraph, a bulleted list, or a paragraph with one link to another page of the site. */
export type TLegalBlock =
  | string
  | { list: readonly string[] }
  | { before: string; link: { label: string; to: string }; after: string };

export type TLegalSection = {
  /** The section's anchor in the page (and in the table of contents). */
  id: string;
  heading: string;
  blocks: readonly TLegalBlock[];
};

export type TLegalDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) the text last changed. */
  lastUpdated: string;
  intro: string;
  sections: readonly TLegalSection[];
};

/** 1 → '1 year', 6 → '6 years': the figures of legalFacts inside a sentence. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

// UTC on both sides: '2026-11-21' is midnight UTC, which in a Canadian time zone is still the 20th.
const lastUpdatedFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-11-21' → 'November 21, 2026'. */
export function formatLegalDate(isoDate: string): string {
  return lastUpdatedFormat.format(new Date(isoDate));
}

export const legalCopy = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
  contents: 'On this page',
} as const;
