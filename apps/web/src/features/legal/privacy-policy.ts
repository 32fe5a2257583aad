// The privacy policy: its sections and their blocks; the words are the catalogue's
// (legal.privacy). Its promises (how long data is kept, how fast deleted data goes, the minimum
// age, how fast requests are answered) come from legalFacts, which the server's jobs also follow.
import { legalFacts } from '@vh/contracts';
import type { TLegalDocument } from './legal-document.ts';

export const privacyPolicy: TLegalDocument<'privacy'> = {
  name: 'privacy',
  lastUpdated: legalFacts.privacyLastUpdated,
  values: {
    minimumAge: legalFacts.minimumAge,
    country: legalFacts.governingCountry,
    retentionYears: legalFacts.dataRetentionYears,
    purgeDays: legalFacts.deletedDataPurgeDays,
    responseMonths: legalFacts.requestResponseMonths,
  },
  sections: [
    {
      id: 'who-is-responsible',
      key: 'whoIsResponsible',
      blocks: ['paragraph', 'paragraph', 'paragraph'],
    },
    {
      id: 'information-we-collect',
      key: 'informationWeCollect',
      blocks: ['paragraph', { list: 8 }, 'paragraph'],
    },
    { id: 'how-we-use-it', key: 'howWeUseIt', blocks: [{ list: 6 }, 'paragraph'] },
    { id: 'location', key: 'location', blocks: ['paragraph', 'paragraph'] },
    {
      id: 'sharing',
      key: 'sharing',
      blocks: ['paragraph', 'paragraph', { list: 3 }, 'paragraph', 'paragraph'],
    },
    { id: 'retention', key: 'retention', blocks: ['paragraph', 'paragraph'] },
    { id: 'security', key: 'security', blocks: ['paragraph', 'paragraph'] },
    {
      id: 'your-rights',
      key: 'yourRights',
      blocks: ['paragraph', { list: 4 }, { link: 'contact' }, 'paragraph'],
    },
    { id: 'children', key: 'children', blocks: ['paragraph'] },
    { id: 'changes', key: 'changes', blocks: ['paragraph'] },
    { id: 'contact', key: 'contact', blocks: [{ link: 'contact' }] },
  ],
};
