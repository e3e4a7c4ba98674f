import { LegalDocumentPage } from '../components/legal-document-page';

/** /cookie-policy (SPEC §2 legal pages). */
export function CookiePolicyPage() {
  return <LegalDocumentPage page="cookie-policy" />;
}
