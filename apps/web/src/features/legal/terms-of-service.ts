// The terms of service: its sections and their blocks; the words are the catalogue's
// (legal.terms). The periods it promises (dispute, notice, claim limit) and the governing law come
// from legalFacts, so they always match what the product and its operators follow.
import { legalFacts, PLAN_CURRENCY } from '@vh/contracts';
import type { TLegalDocument } from './legal-document.ts';

export const termsOfService: TLegalDocument<'terms'> = {
  name: 'terms',
  lastUpdated: legalFacts.termsLastUpdated,
  values: {
    minimumAge: legalFacts.minimumAge,
    country: legalFacts.governingCountry,
    currency: PLAN_CURRENCY,
    disputeDays: legalFacts.informalDisputeDays,
    noticeDays: legalFacts.materialChangeNoticeDays,
    claimLimitYears: legalFacts.claimLimitYears,
  },
  sections: [
    { id: 'the-service', key: 'theService', blocks: ['paragraph'] },
    { id: 'accounts', key: 'accounts', blocks: [{ list: 4 }] },
    {
      id: 'plans-and-billing',
      key: 'plansAndBilling',
      blocks: [{ link: 'pricing' }, 'paragraph', 'paragraph', 'paragraph'],
    },
    {
      id: 'owner-responsibilities',
      key: 'ownerResponsibilities',
      blocks: ['paragraph', { list: 3 }],
    },
    { id: 'acceptable-use', key: 'acceptableUse', blocks: ['paragraph', { list: 4 }] },
    { id: 'location-accuracy', key: 'locationAccuracy', blocks: ['paragraph'] },
    { id: 'your-data', key: 'yourData', blocks: [{ link: 'privacy' }] },
    { id: 'our-rights', key: 'ourRights', blocks: ['paragraph'] },
    { id: 'availability', key: 'availability', blocks: ['paragraph'] },
    { id: 'suspension', key: 'suspension', blocks: ['paragraph'] },
    { id: 'disclaimers', key: 'disclaimers', blocks: ['paragraph'] },
    { id: 'liability', key: 'liability', blocks: ['paragraph'] },
    { id: 'disputes', key: 'disputes', blocks: [{ link: 'contact' }, 'paragraph'] },
    { id: 'governing-law', key: 'governingLaw', blocks: ['paragraph'] },
    { id: 'changes', key: 'changes', blocks: ['paragraph'] },
    { id: 'contact', key: 'contact', blocks: [{ link: 'contact' }] },
  ],
};
