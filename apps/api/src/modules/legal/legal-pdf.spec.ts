import { LEGAL_DOCUMENT_KEYS, LEGAL_PAGES, SUPPORTED_LANGUAGES, type LegalDocument } from '@hm/contracts';
import { resources } from '@hm/i18n';
import { renderLegalPdf } from './legal-pdf.js';
import { pdfTextLines } from '../../testing/pdf-text.js';
import { isWinAnsiCharacter, toWinAnsiText } from '@hm/bookings';

const labels = (lang: 'fr' | 'en') => ({ page: resources[lang].legal.common.pdfPage, source: resources[lang].legal.common.pdfSource });
const documentOf = (lang: 'fr' | 'en', page: (typeof LEGAL_PAGES)[number]): LegalDocument =>
  resources[lang].legal[LEGAL_DOCUMENT_KEYS[page]];

function allTexts(document: LegalDocument): string[] {
  return [
    document.title,
    document.updated,
    ...document.intro,
    ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? []), ...(s.after ?? [])]),
  ];
}

describe('legal PDFs', () => {
  it('renders a valid PDF whose text is the French page, accents, ligatures and guillemets included', async () => {
    const pdf = await renderLegalPdf({
      document: documentOf('fr', 'terms-of-service'),
      lang: 'fr',
      labels: labels('fr'),
      sourceUrl: 'https://homemate.test/terms-of-service?lang=fr',
    });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw).toMatch(/\/Lang \(fr-CA\)/);

    const text = pdfTextLines(pdf).join('\n');
    expect(text).toContain("Conditions d'utilisation");
    expect(text).toContain('Source : https://homemate.test/terms-of-service?lang=fr');
    expect(text).toContain('4. Prix, taxes et paiement');
    for (const word of ['réservation', 'règles', 'à partir de', 'déplacement', "main-d'œuvre", '« à partir de »', 'Québec']) {
      expect(text.replace(/\n/g, ' ')).toContain(word);
    }
    // No character was replaced for lack of a glyph (the source address has the only '?').
    expect(text.replace('?lang=fr', '')).not.toContain('?');
    expect(text).toMatch(/Page 1 de \d+/);
  });

  it('renders the English page in English', async () => {
    const pdf = await renderLegalPdf({
      document: documentOf('en', 'privacy-policy'),
      lang: 'en',
      labels: labels('en'),
      sourceUrl: 'https://homemate.test/privacy-policy?lang=en',
    });
    const lines = pdfTextLines(pdf);
    expect(lines[0]).toBe('Privacy Policy');
    expect(lines.join('\n')).toContain('1. Person in charge of personal information');
    expect(lines.join('\n')).toMatch(/Page 2 of \d+/);
  });

  it('prints the cedilla and the apostrophes of the French privacy policy', async () => {
    const pdf = await renderLegalPdf({
      document: documentOf('fr', 'privacy-policy'),
      lang: 'fr',
      labels: labels('fr'),
      sourceUrl: 'https://homemate.test/privacy-policy?lang=fr',
    });
    const text = pdfTextLines(pdf).join(' ');
    expect(text).toContain('Politique de confidentialité');
    expect(text).toContain('reçoit');
    expect(text).toContain("Commission d'accès à l'information");
  });

  it.each(SUPPORTED_LANGUAGES)('has %s legal texts that standard Helvetica can print (nothing becomes "?")', (lang) => {
    for (const page of LEGAL_PAGES) {
      const unprintable = allTexts(documentOf(lang, page)).flatMap((text) => Array.from(text).filter((c) => !isWinAnsiCharacter(c)));
      expect({ page, unprintable }).toEqual({ page, unprintable: [] });
    }
  });

  it('turns typographic spaces into plain ones and marks what WinAnsi lacks', () => {
    expect(toWinAnsiText('9,975\u202f% «\u00a0oui\u00a0» œ – €')).toBe('9,975 % «\u00a0oui\u00a0» œ – €');
    expect(toWinAnsiText('日本 ✓')).toBe('?? ?');
  });
});
