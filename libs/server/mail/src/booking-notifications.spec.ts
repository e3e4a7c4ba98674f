import {
  bookingCancelledMail,
  bookingCompletedMail,
  bookingEnRouteMail,
  bookingProAssignedMail,
  bookingReminderMail,
  bookingStartedMail,
  bookingUpdatedMail,
} from './booking-notifications.js';

const input = {
  to: 'camille@example.com',
  firstName: 'Camille',
  bookingNumber: 'HM-2026-000000001',
  serviceOption: 'Leak repair - Finding and fixing leaks (From $120)',
  scheduledDate: '2026-03-10',
  scheduledTime: '14:30',
  address: '1234 rue Saint-Denis',
  apartment: '5',
  city: 'Montréal',
  postalCode: 'H2X 1Y4',
  reservationUrl: 'https://homemate.test/reservation/HM-2026-000000001',
  account: {
    userId: '0b5c3a52-8f0e-4d7e-9a57-4a3c2a1f9e01',
    signer: { secret: 'a-test-unsubscribe-secret-of-32-chars!', siteUrl: 'https://homemate.test' },
  },
};

describe('booking notifications', () => {
  it('renders the cancellation in French and English with the booking and its link', () => {
    const fr = bookingCancelledMail('fr', input);
    expect(fr).toMatchObject({ to: input.to, locale: 'fr', template: 'bookingCancelled' });
    expect(fr.subject).toBe('Votre réservation HomeMate HM-2026-000000001 est annulée');
    expect(fr.text).toContain('mardi 10 mars 2026 à 14 h 30');
    expect(fr.text).toContain(input.reservationUrl);
    expect(bookingCancelledMail('en', input).text).toContain('Tuesday, March 10, 2026 at 2:30 PM');
  });

  it('puts the address in the reminder', () => {
    const mail = bookingReminderMail('en', input);
    expect(mail.template).toBe('bookingReminder');
    expect(mail.text).toContain('1234 rue Saint-Denis, Apt. 5, Montréal, H2X 1Y4');
  });

  it('names the professional, and the arrival time in Toronto when known', () => {
    expect(bookingProAssignedMail('en', { ...input, professionalName: 'Marc Roy' }).text).toContain(
      'Marc Roy will take care of your booking.',
    );
    const eta = new Date('2026-03-10T19:05:00Z'); // 15:05 in Toronto (EDT)
    expect(bookingEnRouteMail('en', { ...input, professionalName: 'Marc Roy', estimatedArrival: eta }).text).toContain(
      'Estimated arrival: 3:05 PM.',
    );
    expect(bookingEnRouteMail('fr', { ...input, professionalName: 'Marc Roy', estimatedArrival: eta }).text).toContain(
      'Arrivée prévue : 15 h 05.',
    );
    expect(bookingEnRouteMail('fr', { ...input, professionalName: 'Marc Roy', estimatedArrival: null }).text).toContain(
      'Il sera chez vous sous peu.',
    );
  });

  it('says who started the work', () => {
    const mail = bookingStartedMail('fr', { ...input, professionalName: 'Marc Roy' });
    expect(mail).toMatchObject({ template: 'bookingStarted', subject: 'Les travaux ont commencé (HM-2026-000000001)' });
    expect(mail.text).toContain('Marc Roy a commencé les travaux.');
  });

  it('invites a review when the job is complete', () => {
    expect(bookingCompletedMail('fr', input).text).toContain('Laisser un avis');
  });

  it('sends a changed booking with what changed and its calendar entry updated: same UID, higher SEQUENCE', () => {
    const calendar = { bookingId: 'b1', serviceName: 'Plumbing', sequence: 3, stamp: new Date('2026-03-01T12:00:00Z'), confirmed: true };
    const mail = bookingUpdatedMail('en', { ...input, fields: ['scheduledTime', 'address'], calendar });
    expect(mail).toMatchObject({ template: 'bookingUpdated', subject: 'Your HomeMate booking HM-2026-000000001 has changed' });
    expect(mail.text).toContain('Your booking has been changed: time and address.');
    const ics = mail.attachments![0]!.content.replace(/\r\n /g, '');
    expect(mail.attachments![0]!.contentType).toContain('method=PUBLISH');
    expect(ics).toContain('UID:b1@homemate.test\r\n');
    expect(ics).toContain('SEQUENCE:3\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(bookingUpdatedMail('fr', { ...input, fields: ['phone'], calendar }).text).toContain(
      'Votre réservation a été modifiée : téléphone.',
    );
  });

  it('removes the visit from the calendar with the cancellation', () => {
    const calendar = { bookingId: 'b1', serviceName: 'Plumbing', sequence: 4, stamp: new Date('2026-03-02T12:00:00Z'), confirmed: false };
    const mail = bookingCancelledMail('en', { ...input, calendar });
    const ics = mail.attachments![0]!.content;
    expect(mail.attachments![0]!.contentType).toContain('method=CANCEL');
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('SEQUENCE:4\r\n');
    expect(bookingCancelledMail('en', input).attachments).toEqual([]);
  });
});
