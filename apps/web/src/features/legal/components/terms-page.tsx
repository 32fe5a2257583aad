import { termsOfService } from '../terms-of-service.ts';
import { LegalDocumentView } from './legal-document-view.tsx';

/** /terms-of-service: the terms of service (SPEC §2, §9). */
export function TermsPage() {
  return <LegalDocumentView document={termsOfService} />;
}
