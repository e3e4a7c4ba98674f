import { LegalDocumentPage } from '../components/legal-document-page';

/** /disclaimer (SPEC §2 legal pages). */
export function DisclaimerPage() {
  return <LegalDocumentPage page="disclaimer" />;
}
