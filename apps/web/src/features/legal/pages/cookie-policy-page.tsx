import { LegalDocumentPage } from '../components/legal-document-page';

/** /cookie-policy (legal pages). */
export function CookiePolicyPage() {
  return <LegalDocumentPage page="cookie-policy" />;
}
