import { privacyPolicy } from '../privacy-policy.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

/** /privacy: the privacy policy (SPEC §2, §9). */
export function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
