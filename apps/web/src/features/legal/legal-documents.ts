import { LEGAL_ROUTES, type Language, type LegalPage } from '@hm/contracts';
import { API_BASE_URL } from '../../lib/api-base-url';

/** Where the "Download PDF" button points: the API renders the page's text in that language. */
export function legalPdfHref(page: LegalPage, language: Language): string {
  return `${API_BASE_URL}/${LEGAL_ROUTES.pdf(page, language)}`;
}
