import { bookingNoteText, systemSenderName } from './booking-notes.js';

describe('bookingNoteText', () => {
  it('writes each note in the booking language', () => {
    expect(bookingNoteText('en', { code: 'pro_assigned', professionalName: 'Marc Roy' })).toBe(
      'Marc Roy has been assigned to your booking.',
    );
    expect(bookingNoteText('fr', { code: 'details_updated', fields: ['scheduledDate', 'phone'] })).toBe(
      'Détails de la réservation modifiés : date, téléphone.',
    );
    expect(bookingNoteText('en', { code: 'booking_cancelled', by: 'customer' })).toBe("Booking cancelled at the customer's request.");
    expect(bookingNoteText('fr', { code: 'booking_cancelled', by: 'admin' })).toBe('Réservation annulée par le soutien HomeMate.');
    expect(bookingNoteText('en', { code: 'review_left', rating: 4 })).toBe('The customer left a 4-star review.');
    expect(bookingNoteText('en', { code: 'text', text: '<b>as typed</b>' })).toBe('<b>as typed</b>');
    expect(systemSenderName('fr')).toBe('HomeMate');
  });

  it('gives the arrival as a Toronto time when known', () => {
    const note = { code: 'en_route', professionalName: 'Marc Roy', estimatedArrival: '2026-03-10T19:05:00.000Z' } as const;
    expect(bookingNoteText('en', note)).toBe('Marc Roy is on the way. Estimated arrival: 3:05 PM.');
    expect(bookingNoteText('fr', note)).toBe('Marc Roy est en route. Arrivée estimée : 15 h 05.');
    expect(bookingNoteText('en', { ...note, estimatedArrival: null })).toBe('Marc Roy is on the way.');
  });
});
