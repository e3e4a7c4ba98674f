// A paid job's receipt (docs/pricing-and-taxes.md "Receipts"): what it says is stored once, when
// it is issued (ReceiptDocument: amounts, names, numbers, never words), and rendered as a PDF in
// the reader's language whenever it is sent or downloaded. Standard Helvetica, as the legal
// PDFs: no font file to ship, and WinAnsi covers French.
import PDFDocument from 'pdfkit';
import { formatMoney } from '@hm/catalog';
import type { Language } from '@hm/contracts';
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import { toWinAnsiText } from './win-ansi.js';

export type ReceiptPaymentMethod = 'cash' | 'interac' | 'cheque' | 'card';

export interface ReceiptDocument {
  /** 'R2026-000001': sequential per year of issue, without gaps. */
  number: string;
  /** 'YYYY-MM-DD', Montreal: the day it was first issued. */
  issuedOn: string;
  /** 1, then one more at each reissue (a tip added later, an operator's correction). */
  version: number;
  /** 'YYYY-MM-DD', Montreal, of the latest version; null for the first. */
  reissuedOn: string | null;
  bookingNumber: string;
  customer: { name: string; address: string };
  professionalName: string;
  serviceName: string;
  /** The work: its amount, and for hourly work the time and the rate. */
  work: { amountCents: number; minutesWorked: number | null; rateCents: number | null };
  materials: { description: string; amountCents: number }[];
  discount: { kind: 'welcome' | 'thank_you'; percent: number; amountCents: number } | null;
  subtotalCents: number;
  gstCents: number;
  qstCents: number;
  totalCents: number;
  tipCents: number;
  /** total + tip. */
  paidCents: number;
  payment: { method: ReceiptPaymentMethod; paidOn: string };
  /** HomeMate's GST and QST registration numbers (settings); null when not set. */
  registrations: { gst: string | null; qst: string | null };
}

const TEXTS = { en: enMail.receipt, fr: frMail.receipt } as const;

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const DAY_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
};
/** A 'YYYY-MM-DD' day as words ('November 27, 2026' / '27 novembre 2026'). */
const formatDay = (day: string, locale: Language): string => DAY_FORMATS[locale].format(new Date(`${day}T12:00:00Z`));

/** The receipt's file name, in the reader's language. */
export const receiptFileName = (number: string, locale: Language): string => `${TEXTS[locale].fileName}-${number}.pdf`;

/** The lines of the receipt, as label and amount, in `locale`. */
export function receiptLines(doc: ReceiptDocument, locale: Language): { label: string; amount: string; strong?: boolean }[] {
  const t = TEXTS[locale];
  const money = (cents: number) => formatMoney(cents, locale, { alwaysCents: true });
  const { work } = doc;
  const lines: { label: string; amount: string; strong?: boolean }[] = [
    {
      label:
        work.minutesWorked !== null && work.rateCents !== null
          ? fill(t.workHours, {
              service: doc.serviceName,
              hours: Math.floor(work.minutesWorked / 60),
              minutes: String(work.minutesWorked % 60).padStart(2, '0'),
              rate: money(work.rateCents),
            })
          : fill(t.work, { service: doc.serviceName }),
      amount: money(work.amountCents),
    },
  ];
  if (doc.discount)
    lines.push({
      label: fill(doc.discount.kind === 'welcome' ? t.discountWelcome : t.discountThankYou, { percent: doc.discount.percent }),
      amount: `-${money(doc.discount.amountCents)}`,
    });
  for (const material of doc.materials)
    lines.push({ label: fill(t.material, { description: material.description }), amount: money(material.amountCents) });
  lines.push(
    { label: t.subtotal, amount: money(doc.subtotalCents), strong: true },
    { label: doc.registrations.gst ? fill(t.gst, { number: doc.registrations.gst }) : t.gstRate, amount: money(doc.gstCents) },
    { label: doc.registrations.qst ? fill(t.qst, { number: doc.registrations.qst }) : t.qstRate, amount: money(doc.qstCents) },
    { label: t.total, amount: money(doc.totalCents), strong: true },
  );
  if (doc.tipCents > 0) lines.push({ label: t.tip, amount: money(doc.tipCents) });
  lines.push({ label: t.paid, amount: money(doc.paidCents), strong: true });
  return lines;
}

/** The receipt as a PDF, in `locale`. */
export function renderReceiptPdf(doc: ReceiptDocument, locale: Language): Promise<Buffer> {
  const t = TEXTS[locale];
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `${t.title} ${doc.number}`, Author: 'HomeMate', Subject: doc.bookingNumber },
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const write = (text: string) => toWinAnsiText(text);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;

  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#0f172a').text('HomeMate', left, 56);
  pdf.font('Helvetica').fontSize(10).fillColor('#475569').text(write(t.tagline));
  pdf.moveDown(1.5);
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#0f172a')
    .text(write(`${t.title} ${doc.number}`));
  pdf.font('Helvetica').fontSize(10).fillColor('#334155');
  pdf.text(write(fill(t.issuedOn, { date: formatDay(doc.issuedOn, locale) })));
  if (doc.reissuedOn) pdf.text(write(fill(t.reissuedOn, { date: formatDay(doc.reissuedOn, locale), version: doc.version })));
  pdf.moveDown();
  const facts: [string, string][] = [
    [t.billedTo, `${doc.customer.name}\n${doc.customer.address}`],
    [t.booking, doc.bookingNumber],
    [t.professional, doc.professionalName],
    [t.payment, fill(t.paidWith, { method: t.methods[doc.payment.method], date: formatDay(doc.payment.paidOn, locale) })],
  ];
  for (const [label, value] of facts) {
    const y = pdf.y;
    pdf.font('Helvetica-Bold').text(write(label), left, y, { width: 130 });
    pdf.font('Helvetica').text(write(value), left + 140, y, { width: width - 140 });
    pdf.moveDown(0.4);
  }
  pdf.moveDown();
  for (const line of receiptLines(doc, locale)) {
    const y = pdf.y;
    pdf.font(line.strong ? 'Helvetica-Bold' : 'Helvetica').fillColor('#0f172a');
    pdf.text(write(line.label), left, y, { width: width - 120 });
    const bottom = pdf.y;
    pdf.text(write(line.amount), left + width - 110, y, { width: 110, align: 'right' });
    pdf.y = Math.max(bottom, pdf.y);
    pdf
      .moveTo(left, pdf.y + 3)
      .lineTo(left + width, pdf.y + 3)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
    pdf.y += 8;
  }
  pdf.moveDown(2);
  pdf.font('Helvetica').fontSize(9).fillColor('#475569').text(write(t.footer), left, pdf.y, { width });
  pdf.end();
  return done;
}
