import { receiptMail } from '@hm/mail';
import { pdfTextLines } from '../../testing/pdf-text.js';
import { receiptFileName, receiptLines, renderReceiptPdf, type ReceiptDocument } from '@hm/bookings';

const SAMPLE_RECEIPT: ReceiptDocument = {
  number: 'R2026-000042',
  issuedOn: '2026-11-27',
  version: 1,
  reissuedOn: null,
  bookingNumber: 'HM-2026-000000042',
  customer: { name: 'Camille Tremblay', address: '123 rue Saint-Denis, apt 4, Montréal H2X 1Y4' },
  professionalName: 'Marc Roy',
  serviceName: 'Leak repair',
  work: { amountCents: 15_000, minutesWorked: 150, rateCents: 6_000 },
  materials: [{ description: 'Cartouche de robinet', amountCents: 3_500 }],
  discount: { kind: 'welcome', percent: 25, amountCents: 3_750 },
  subtotalCents: 14_750,
  gstCents: 738,
  qstCents: 1_471,
  totalCents: 16_959,
  tipCents: 2_000,
  paidCents: 18_959,
  payment: { method: 'interac', paidOn: '2026-11-27' },
  registrations: { gst: '123456789 RT0001', qst: '1234567890 TQ0001' },
};

describe('a receipt', () => {
  it('lists the work, the offer, the materials, the taxes with the registration numbers, the tip and what was paid', () => {
    expect(receiptLines(SAMPLE_RECEIPT, 'en').map(({ label, amount }) => `${label}: ${amount}`)).toEqual([
      'Leak repair: 2 h 30 at $60.00 an hour: $150.00',
      'Welcome offer (25% off the work): -$37.50',
      'Material: Cartouche de robinet: $35.00',
      'Subtotal: $147.50',
      'GST 5% (no. 123456789 RT0001): $7.38',
      'QST 9.975% (no. 1234567890 TQ0001): $14.71',
      'Total: $169.59',
      'Tip (all of it for the professional): $20.00',
      'Amount paid: $189.59',
    ]);
    const french = receiptLines({ ...SAMPLE_RECEIPT, tipCents: 0, paidCents: 16_959, discount: null }, 'fr').map((line) => line.label);
    expect(french).toEqual([
      'Leak repair : 2 h 30 à 60,00\u00a0$ l’heure',
      'Matériel : Cartouche de robinet',
      'Sous-total',
      'TPS 5 % (no 123456789 RT0001)',
      'TVQ 9,975 % (no 1234567890 TQ0001)',
      'Total',
      'Montant payé',
    ]);
  });

  it('renders as a PDF in either language', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const pdf = await renderReceiptPdf(SAMPLE_RECEIPT, locale);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const lines = pdfTextLines(await renderReceiptPdf(SAMPLE_RECEIPT, 'fr'));
    expect(lines).toEqual(expect.arrayContaining(['Reçu R2026-000042', 'Émis le 27 novembre 2026', 'Virement Interac, 27 novembre 2026']));
    expect(lines).toEqual(expect.arrayContaining(['Leak repair : 2 h 30 à 60,00\u00a0$ l’heure', '189,59\u00a0$']));
    expect(receiptFileName('R2026-000042', 'fr')).toBe('recu-HomeMate-R2026-000042.pdf');
  });

  it('is e-mailed with the PDF attached, as "updated" once reissued', async () => {
    const pdf = { filename: receiptFileName('R2026-000042', 'en'), content: await renderReceiptPdf(SAMPLE_RECEIPT, 'en') };
    const input = { to: 'c@example.com', firstName: 'Camille', number: 'R2026-000042', version: 1, bookingNumber: 'HM-2026-000000042' };
    const mail = receiptMail('en', { ...input, paidCents: 18_959, actionUrl: 'https://x/r' }, pdf);
    expect(mail.subject).toBe('Your HomeMate receipt R2026-000042');
    expect(mail.text).toContain('Your payment of $189.59 for booking HM-2026-000000042 is recorded.');
    expect(mail.attachments).toEqual([
      {
        filename: 'HomeMate-receipt-R2026-000042.pdf',
        content: pdf.content.toString('base64'),
        encoding: 'base64',
        contentType: 'application/pdf',
      },
    ]);
    const again = receiptMail('fr', { ...input, version: 2, paidCents: 18_959, actionUrl: 'https://x/r' }, pdf);
    expect(again.subject).toBe('Votre reçu HomeMate R2026-000042 mis à jour');
  });
});
