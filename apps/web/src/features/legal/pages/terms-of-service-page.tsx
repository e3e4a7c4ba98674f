import { LegalDocumentPage } from '../components/legal-document-page';

/** /terms-of-service (legal pages). */
export function TermsOfServicePage() {
  return <LegalDocumentPage page="terms-of-service" />;
}
