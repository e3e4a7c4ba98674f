import {
  bookingConfirmationMail,
  formatBookingAddress,
  formatBookingPrice,
  formatBookingWhen,
  type BookingConfirmationInput,
} from './booking-confirmation.js';

const input: BookingConfirmationInput = {
  to: 'camille@example.com',
  bookingId: '3f2b9c1e-0000-4000-8000-000000000001',
  bookingNumber: 'HM-2026-123456789',
  firstName: 'Camille',
  serviceName: 'Plomberie',
  serviceOption: 'Réparation de fuites - Détection et réparation de fuites (À partir de 120 $)',
  priceCents: 12_000,
  priceKind: 'from_job',
  offer: null,
  scheduledDate: '2026-03-10',
  scheduledTime: '14:30',
  address: '1234 rue Saint-Denis',
  apartment: '5',
  city: 'Montréal',
  postalCode: 'H2X 1Y4',
  reservationUrl: 'https://homemate.example/reservation/HM-2026-123456789',
  createdAt: new Date('2026-03-01T12:00:00.000Z'),
};

const icsOf = (mail: ReturnType<typeof bookingConfirmationMail>) => mail.attachments?.[0]?.content.replace(/\r\n /g, '') ?? '';

describe('formatBookingWhen', () => {
  it('writes the date and time the way each language does', () => {
    expect(formatBookingWhen('en', '2026-03-10', '14:30')).toBe('Tuesday, March 10, 2026 at 2:30 PM');
    expect(formatBookingWhen('fr', '2026-03-10', '14:30')).toBe('mardi 10 mars 2026 à 14 h 30');
    expect(formatBookingWhen('en', '2026-03-10', '08:00')).toBe('Tuesday, March 10, 2026 at 8:00 AM');
  });
});

describe('formatBookingAddress', () => {
  it('joins the parts, with the apartment only when there is one', () => {
    expect(formatBookingAddress('fr', input)).toBe('1234 rue Saint-Denis, App. 5, Montréal, H2X 1Y4');
    expect(formatBookingAddress('en', { ...input, apartment: null })).toBe('1234 rue Saint-Denis, Montréal, H2X 1Y4');
  });
});

describe('bookingConfirmationMail', () => {
  it('tells the customer everything about the booking, in French', () => {
    const mail = bookingConfirmationMail('fr', input);
    expect(mail.to).toBe('camille@example.com');
    expect(mail.locale).toBe('fr');
    expect(mail.template).toBe('bookingConfirmation');
    expect(mail.subject).toBe('Votre réservation HomeMate HM-2026-123456789 est bien reçue');
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('HM-2026-123456789');
      expect(part).toContain('Plomberie');
      expect(part).toContain('mardi 10 mars 2026 à 14 h 30');
      expect(part).toContain('https://homemate.example/reservation/HM-2026-123456789');
    }
    expect(mail.text).toMatch(/^Bonjour Camille,/);
    expect(mail.text).toContain('Option : Réparation de fuites - Détection et réparation de fuites (À partir de 120 $)');
    expect(mail.text).toContain('Adresse : 1234 rue Saint-Denis, App. 5, Montréal, H2X 1Y4');
    expect(mail.html).toContain('<a href="https://homemate.example/reservation/HM-2026-123456789"');
    expect(mail.html).toContain('Voir ma réservation');
  });

  it('writes English for an English booking', () => {
    const mail = bookingConfirmationMail('en', {
      ...input,
      serviceName: 'Plumbing',
      serviceOption: 'Leak repair - Finding and fixing leaks (From $120)',
    });
    expect(mail.subject).toBe('Your HomeMate booking HM-2026-123456789 is received');
    expect(mail.text).toContain('Date and time: Tuesday, March 10, 2026 at 2:30 PM');
    expect(mail.text).toContain('View my reservation:\nhttps://homemate.example/reservation/HM-2026-123456789');
  });

  it('escapes what the customer typed in the HTML part', () => {
    const mail = bookingConfirmationMail('en', { ...input, address: '<img src=x onerror=alert(1)>', firstName: 'Tom & Jerry' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Tom &amp; Jerry');
  });

  it('attaches a calendar entry for the visit, in UTC, named after the booking', () => {
    const mail = bookingConfirmationMail('fr', input);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment!.filename).toBe('HM-2026-123456789.ics');
    expect(attachment!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const lines = icsOf(mail).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:3f2b9c1e-0000-4000-8000-000000000001@homemate.example',
        // 14:30 in Montreal on 10 March 2026 (EDT, UTC-4), two hours long.
        'DTSTART:20260310T183000Z',
        'DTEND:20260310T203000Z',
        'DTSTAMP:20260301T120000Z',
        'SUMMARY:HomeMate : Plomberie (HM-2026-123456789)',
        'LOCATION:1234 rue Saint-Denis\\, App. 5\\, Montréal\\, H2X 1Y4',
        'URL:https://homemate.example/reservation/HM-2026-123456789',
      ]),
    );
  });
});

describe('formatBookingPrice', () => {
  it('says the estimate, and the offer the booking was made with', () => {
    expect(formatBookingPrice('en', { priceCents: 12_000, priceKind: 'from_job', offer: null })).toBe('from $120.00 plus taxes');
    expect(formatBookingPrice('fr', { priceCents: 6_000, priceKind: 'from_hour', offer: null })).toBe(
      "à partir de 60,00\u00a0$ l'heure, taxes en sus",
    );
    expect(formatBookingPrice('en', { priceCents: null, priceKind: 'quote', offer: { kind: 'welcome', percent: 25, code: null } })).toBe(
      'on quote; welcome offer: 25% off the work',
    );
    expect(
      formatBookingPrice('fr', {
        priceCents: 12_000,
        priceKind: 'from_job',
        offer: { kind: 'thank_you', percent: 20, code: 'MERCI-7K2D9Q' },
      }),
    ).toBe('à partir de 120,00\u00a0$, taxes en sus ; code merci MERCI-7K2D9Q : 20 % de rabais sur le travail');
  });

  it('puts it in the confirmation', () => {
    const mail = bookingConfirmationMail('en', { ...input, offer: { kind: 'welcome', percent: 25, code: null } });
    expect(mail.text).toContain('Price: from $120.00 plus taxes; welcome offer: 25% off the work');
  });
});
