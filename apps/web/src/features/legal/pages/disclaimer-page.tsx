import { LegalDocumentPage } from '../components/legal-document-page';

/** /disclaimer (legal pages). */
export function DisclaimerPage() {
  return <LegalDocumentPage page="disclaimer" />;
}
