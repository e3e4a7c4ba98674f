import { insertBooking } from '@hm/db/testing';
import { enqueueViaOutbox } from '@hm/queue';
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
    // What POST /api/bookings writes: the booking, and in the same statement a job naming it.
    const em = h.orm.em.fork();
    const [user] = await em.execute<{ id: string }[]>(
      `insert into users (first_name, last_name, email, locale) values ('Camille', 'Roy', 'camille-account@example.com', 'fr') returning id`,
    );
    const { id: bookingId, bookingNumber } = await insertBooking(em, {
      user_id: user!.id,
      // The booking's own language; the e-mail goes in the account's (French).
      locale: 'en',
      first_name: 'Camille',
      email: 'camille@example.com',
      scheduled_date: '2026-03-10',
      scheduled_time: '14:30',
      created_at: new Date('2026-03-01T12:00:00Z'),
    });
    await em.execute(`update bookings set apartment = '5' where id = ?`, [bookingId]);
    const reservationUrl = `https://homemate.test/reservation/${bookingNumber}`;
    await h.orm.em.fork().transactional(async (tx) => enqueueViaOutbox(tx, 'mail', 'bookingConfirmation', { bookingId, reservationUrl }));

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
    expect(ics).toContain(`UID:${bookingId}@homemate.test\r\n`);
    expect(ics).toContain('DTSTART:20260310T183000Z\r\n');
    expect(ics).toContain(`SUMMARY:HomeMate : Plomberie (${bookingNumber})\r\n`);
    expect(ics).toContain('LOCATION:1234 rue Saint-Denis\\, App. 5\\, Montréal\\, H2X 1Y4\r\n');

    // Sent once: nothing else arrives in the time a retry would take.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(h.smtp.received).toHaveLength(1);
  });
});
