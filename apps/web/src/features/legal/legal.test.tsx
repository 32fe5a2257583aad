import { screen, within } from '@testing-library/react';
import { i18n, legalFacts, t } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { PrivacyPage } from './components/privacy-page.tsx';
import { TermsPage } from './components/terms-page.tsx';
import { formatLegalDate, legalKeys } from './legal-document.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { termsOfService } from './terms-of-service.ts';

const pageText = () => screen.getByRole('article').textContent;

function expectCommonParts(title: string, lastUpdated: string) {
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
  expect(
    screen.getByText(t('legal.lastUpdated', { date: formatLegalDate(lastUpdated) })),
  ).toBeTruthy();
  const contactLinks = screen.getAllByRole('link', { name: t('legal.links.contact') });
  expect(contactLinks.length).toBeGreaterThan(0);
  for (const link of contactLinks) expect(link.getAttribute('href')).toBe('/contact');

  // Every section is listed in the table of contents and reachable by its anchor.
  const contents = within(screen.getByRole('navigation', { name: t('legal.contents') }));
  const sections = screen.getAllByRole('heading', { level: 2 });
  expect(sections.length).toBeGreaterThan(5);
  for (const heading of sections) {
    const entry = contents.getByRole('link', { name: heading.textContent });
    expect(entry.getAttribute('href')).toBe(`#${heading.id}`);
  }
}

describe('the legal catalogue', () => {
  it.each([termsOfService, privacyPolicy])('has exactly the words $name reads', (document) => {
    const inCatalogue = Object.keys(i18n.messages)
      .filter((key) => key.startsWith(`legal.${document.name}.`))
      .sort();
    expect([...legalKeys(document)].sort()).toEqual(inCatalogue);
  });
});

describe('last updated date', () => {
  it('is written out in words', () => {
    expect(formatLegalDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatLegalDate('2027-01-01')).toBe('January 1, 2027');
  });
});

describe('privacy policy', () => {
  it('states retention, deletion, minimum age and response time from the legal facts', async () => {
    await renderWithProviders(<PrivacyPage />, { route: '/privacy' });

    expectCommonParts(t('legal.privacy.title'), legalFacts.privacyLastUpdated);
    const text = pageText();
    expect(text).toContain(`up to ${legalFacts.dataRetentionYears} years`);
    expect(text).toContain(`within ${legalFacts.deletedDataPurgeDays} days`);
    expect(text).toContain(`at least ${legalFacts.minimumAge} years old`);
    expect(text).toMatch(new RegExp(`within ${legalFacts.requestResponseMonths} months?`));
    for (const processor of ['hosting provider', 'billing provider', 'email delivery provider']) {
      expect(text).toContain(processor);
    }
    // The IP-to-country data's licence (CC BY 4.0) asks for this credit where the guess is used.
    expect(text).toContain('Number Resource Organization (NRO)');
    expect(text).toContain('Creative Commons Attribution 4.0');
  });
});

describe('terms of service', () => {
  it('states the dispute period, notice, claim limit and governing law from the legal facts', async () => {
    await renderWithProviders(<TermsPage />, { route: '/terms-of-service' });

    expectCommonParts(t('legal.terms.title'), legalFacts.termsLastUpdated);
    const text = pageText();
    expect(text).toContain(`${legalFacts.informalDisputeDays} days after the complaint`);
    expect(text).toContain(`${legalFacts.materialChangeNoticeDays} days’ notice`);
    expect(text).toMatch(new RegExp(`within ${legalFacts.claimLimitYears} years?`));
    expect(text).toContain(`laws of ${legalFacts.governingCountry}`);
  });
});
