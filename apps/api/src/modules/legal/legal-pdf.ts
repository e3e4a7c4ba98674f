import type { Language, LegalDocument } from '@hm/contracts';
import PDFDocument from 'pdfkit';
import { toWinAnsiText } from '@hm/bookings';

export interface LegalPdfLabels {
  /** 'Page {{page}} of {{pages}}'. */
  page: string;
  /** 'Source: {{url}}'. */
  source: string;
}

export interface LegalPdfInput {
  document: LegalDocument;
  lang: Language;
  labels: LegalPdfLabels;
  /** The page's address, printed under the title so a printed copy says where it came from. */
  sourceUrl: string;
}

const MARGIN = 60;
const BULLET_INDENT = 16;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#18625b';
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The text of a legal page as a PDF (US Letter, the paper size used in Canada): title, date,
 * introduction, then each numbered section with its paragraphs and bullet list, and a footer
 * with page numbers. Standard Helvetica: no font file to ship, and WinAnsi covers French.
 */
export function renderLegalPdf({ document, lang, labels, sourceUrl }: LegalPdfInput): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: lang === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: { Title: document.title, Author: 'HomeMate', Subject: document.title, Creator: 'HomeMate' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string) => toWinAnsiText(value);
  const width = pdf.page.width - 2 * MARGIN;

  pdf.font('Helvetica-Bold').fontSize(22).fillColor(ACCENT).text(text(document.title), { width });
  pdf.moveDown(0.3);
  pdf.font('Helvetica').fontSize(10).fillColor(MUTED).text(text(document.updated), { width });
  pdf.text(text(fill(labels.source, { url: sourceUrl })), { width });
  pdf.moveDown(1);

  const paragraph = (value: string) => {
    pdf.font('Helvetica').fontSize(11).fillColor(INK).text(text(value), MARGIN, pdf.y, { width, lineGap: 2 });
    pdf.moveDown(0.6);
  };
  document.intro.forEach(paragraph);

  document.sections.forEach((section, index) => {
    pdf.moveDown(0.4);
    // Keep a heading with at least its first lines.
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 90) pdf.addPage();
    pdf
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(ACCENT)
      .text(text(`${index + 1}. ${section.heading}`), MARGIN, pdf.y, { width });
    pdf.moveDown(0.4);
    section.paragraphs.forEach(paragraph);
    if (section.items?.length) {
      pdf.font('Helvetica').fontSize(11).fillColor(INK);
      for (const item of section.items) {
        // A hanging bullet: the bullet in the margin of the list, the text indented beside it.
        if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 30) pdf.addPage();
        const top = pdf.y;
        pdf.text('\u2022', MARGIN + 4, top, { lineBreak: false });
        pdf.text(text(item), MARGIN + BULLET_INDENT, top, { width: width - BULLET_INDENT, lineGap: 2 });
        pdf.moveDown(0.3);
      }
      pdf.x = MARGIN;
      pdf.moveDown(0.3);
    }
    section.after?.forEach(paragraph);
  });

  // Footers once every page exists, so "page x of y" knows y.
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    const footer = text(`HomeMate \u2013 ${document.title} \u2013 ${fill(labels.page, { page: i + 1, pages: range.count })}`);
    // Writing in the bottom margin must not start a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(footer, MARGIN, pdf.page.height - MARGIN, { width, align: 'center', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
