import i18next, { type TFunction } from 'i18next';
import type { BookingNote } from '@hm/contracts';
import { resources } from '@hm/i18n';
import { formatArrivalTime, formatBookingNote } from './note-format';

async function translator(language: 'en' | 'fr'): Promise<TFunction<'bookings'>> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources, ns: ['bookings'], defaultNS: 'bookings', interpolation: { escapeValue: false } });
  return instance.getFixedT(language, 'bookings');
}

describe('formatBookingNote', () => {
  it('says who was assigned, in the reader language', async () => {
    const note: BookingNote = { code: 'pro_assigned', professionalName: 'Marc Gagnon' };
    expect(formatBookingNote(note, await translator('en'), 'en')).toBe('Marc Gagnon has been assigned to your booking.');
    expect(formatBookingNote(note, await translator('fr'), 'fr')).toBe('Marc Gagnon a été assigné(e) à votre réservation.');
  });

  it('words the notes for the reader: the professional and operators read what happened to the job, not "your booking"', async () => {
    const en = await translator('en');
    const fr = await translator('fr');
    const assigned: BookingNote = { code: 'pro_assigned', professionalName: 'Marc Gagnon' };
    expect(formatBookingNote(assigned, en, 'en', 'professional')).toBe('Marc Gagnon has taken this job.');
    expect(formatBookingNote(assigned, fr, 'fr', 'admin')).toBe('Marc Gagnon a pris en charge ce travail.');
    expect(formatBookingNote({ code: 'booking_received' }, en, 'en', 'professional')).toBe('Booking received from the customer.');
    expect(formatBookingNote({ code: 'booking_received' }, en, 'en', 'customer')).toBe(
      'Booking received. We are looking for a verified professional near you.',
    );
    expect(formatBookingNote({ code: 'job_completed', professionalName: null }, fr, 'fr', 'professional')).toBe('Le travail est terminé.');
    expect(formatBookingNote({ code: 'job_started', professionalName: null }, fr, 'fr', 'professional')).toBe('Les travaux ont commencé.');
  });

  it('adds the estimated arrival on Montreal time when there is one', async () => {
    // 18:45 UTC is 14:45 in Montreal in summer.
    const withEta: BookingNote = { code: 'en_route', professionalName: 'Marc', estimatedArrival: '2026-07-02T18:45:00.000Z' };
    expect(formatBookingNote(withEta, await translator('en'), 'en')).toBe('Marc is on the way. Estimated arrival: 2:45 PM.');
    expect(formatBookingNote(withEta, await translator('fr'), 'fr')).toBe('Marc est en route. Arrivée estimée : 14 h 45.');
    const without: BookingNote = { code: 'en_route', professionalName: 'Marc', estimatedArrival: null };
    expect(formatBookingNote(without, await translator('en'), 'en')).toBe('Marc is on the way.');
  });

  it('lists the changed fields with the language own conjunction', async () => {
    const note: BookingNote = { code: 'details_updated', fields: ['scheduledDate', 'scheduledTime', 'phone'] };
    expect(formatBookingNote(note, await translator('en'), 'en')).toBe('Booking details updated: date, time, and phone.');
    expect(formatBookingNote(note, await translator('fr'), 'fr')).toBe('Détails de la réservation modifiés : date, heure et téléphone.');
  });

  it('says who cancelled', async () => {
    const t = await translator('en');
    expect(formatBookingNote({ code: 'booking_cancelled', by: 'customer' }, t, 'en')).toBe("Booking cancelled at the customer's request.");
    expect(formatBookingNote({ code: 'booking_cancelled', by: 'admin' }, t, 'en')).toBe('Booking cancelled by HomeMate support.');
  });

  it('shows free text as it was typed, markup included (React renders it as text)', async () => {
    const note: BookingNote = { code: 'text', text: '<b>Gate code</b> 1234 {{x}}' };
    expect(formatBookingNote(note, await translator('fr'), 'fr')).toBe('<b>Gate code</b> 1234 {{x}}');
  });

  it('does not interpret markup in a name either', async () => {
    const note: BookingNote = { code: 'pro_assigned', professionalName: '<img src=x onerror=alert(1)>' };
    expect(formatBookingNote(note, await translator('en'), 'en')).toBe('<img src=x onerror=alert(1)> has been assigned to your booking.');
  });
});

describe('a revised arrival', () => {
  it('gives the new time on Montreal clock, in the reader language', async () => {
    const note: BookingNote = { code: 'arrival_updated', professionalName: 'Marc Gagnon', estimatedArrival: '2026-01-15T19:05:00Z' };
    expect(formatBookingNote(note, await translator('en'), 'en')).toBe('Marc Gagnon now expects to arrive at 2:05 PM.');
    expect(formatBookingNote(note, await translator('fr'), 'fr')).toBe("Marc Gagnon prévoit maintenant d'arriver à 14 h 05.");
  });
});

describe('formatArrivalTime', () => {
  it('returns an unreadable value unchanged', () => {
    expect(formatArrivalTime('soon', 'en')).toBe('soon');
  });
});
