import { LegalDocumentPage } from '../components/legal-document-page';

/** /privacy-policy (legal pages). */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage page="privacy-policy" />;
}
