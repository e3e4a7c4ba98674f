import { bookingConfirmationMail } from '@hm/mail';
import { leafParts, parseMime } from '../testing/mime.js';
import { WorkerHarness } from '../testing/worker-harness.js';

describe('booking confirmation delivered by the worker over SMTP', () => {
  let h: WorkerHarness;

  beforeAll(async () => {
    h = await WorkerHarness.create('hm_test_worker_booking_mail', process.env.LOG_LEVEL);
    await h.startWorker();
  });

  afterAll(async () => {
    await h?.close();
  });

  it('arrives once, in French, with the booking number, the reservation link and a text/calendar part', async () => {
    const bookingNumber = 'HM-2026-123456789';
    const reservationUrl = `https://homemate.test/reservation/${bookingNumber}`;
    // What POST /api/bookings writes to the outbox in the booking's transaction.
    await h.enqueueMail(
      bookingConfirmationMail('fr', {
        to: 'camille@example.com',
        bookingId: '3f2b9c1e-0000-4000-8000-000000000001',
        bookingNumber,
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
        reservationUrl,
        createdAt: new Date('2026-03-01T12:00:00Z'),
      }),
    );

    const [mail] = await h.smtp.waitForMessages(1, 20_000);
    expect(mail!.to).toEqual(['camille@example.com']);
    const message = parseMime(mail!.raw);
    expect(message.headers.subject).toBe(`Votre réservation HomeMate ${bookingNumber} est bien reçue`);
    expect(message.headers['x-homemate-template']).toBe('bookingConfirmation');
    expect(message.headers['content-language']).toBe('fr');

    const parts = leafParts(message);
    const text = parts.find((part) => part.type === 'text/plain');
    const html = parts.find((part) => part.type === 'text/html');
    const calendar = parts.find((part) => part.type === 'text/calendar');
    expect(text?.body).toContain(`Numéro de réservation : ${bookingNumber}`);
    expect(text?.body).toContain(reservationUrl);
    expect(html?.body).toContain(`href="${reservationUrl}"`);
    expect(calendar).toBeDefined();
    expect(calendar!.headers['content-type']).toMatch(/charset=utf-8/i);
    expect(calendar!.headers['content-disposition']).toMatch(new RegExp(`attachment; filename=${bookingNumber}\\.ics`));
    const ics = calendar!.body.replace(/\r\n /g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('UID:3f2b9c1e-0000-4000-8000-000000000001@homemate.test\r\n');
    expect(ics).toContain('DTSTART:20260310T183000Z\r\n');
    expect(ics).toContain(`SUMMARY:HomeMate : Plomberie (${bookingNumber})\r\n`);
    expect(ics).toContain('LOCATION:1234 rue Saint-Denis\\, App. 5\\, Montréal\\, H2X 1Y4\r\n');

    // Sent once: nothing else arrives in the time a retry would take.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(h.smtp.received).toHaveLength(1);
  });
});
