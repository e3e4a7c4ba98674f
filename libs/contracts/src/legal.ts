// The four legal pages as web and API see them: the page reads its text
// from the i18n namespace `legal` (key = LEGAL_DOCUMENT_KEYS[page]) and the API renders the same
// text as a PDF at GET /api/legal/<page>.pdf?lang=fr|en (attachment; 404 NOT_FOUND for another page).
import type { Language } from './language.js';

export const LEGAL_PAGES = ['privacy-policy', 'terms-of-service', 'cookie-policy', 'disclaimer'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** The page's key in the `legal` namespace (and in `pages`, for its title). */
export const LEGAL_DOCUMENT_KEYS = {
  'privacy-policy': 'privacyPolicy',
  'terms-of-service': 'termsOfService',
  'cookie-policy': 'cookiePolicy',
  disclaimer: 'disclaimer',
} as const satisfies Record<LegalPage, string>;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENT_KEYS)[LegalPage];

export function isLegalPage(value: unknown): value is LegalPage {
  return typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);
}

/** One collapsible section: paragraphs, then an optional list, then optional closing paragraphs. */
export interface LegalSection {
  /** Stable anchor, e.g. 'information-we-collect'. */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  after?: string[];
}

/** The shape of each document in the `legal` namespace. */
export interface LegalDocument {
  title: string;
  /** e.g. 'Last updated: January 15, 2026'. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export const LEGAL_ROUTES = {
  /** GET -> 200 application/pdf, Content-Disposition: attachment; filename="homemate-<page>-<lang>.pdf". */
  pdf: (page: LegalPage, lang: Language) => `legal/${page}.pdf?lang=${lang}`,
} as const;

/** The downloaded file's name, e.g. 'homemate-privacy-policy-fr.pdf'. */
export function legalPdfFileName(page: LegalPage, lang: Language): string {
  return `homemate-${page}-${lang}.pdf`;
}
