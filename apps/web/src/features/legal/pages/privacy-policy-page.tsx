import { LegalDocumentPage } from '../components/legal-document-page';

/** /privacy-policy (SPEC §2 legal pages). */
export function PrivacyPolicyPage() {
  return <LegalDocumentPage page="privacy-policy" />;
}
