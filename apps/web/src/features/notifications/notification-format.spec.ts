import { describe, expect, it } from '@jest/globals';
import { createInstance, type TFunction } from 'i18next';
import { resources, type Language } from '@hm/i18n';
import type { NotificationNotice } from '@hm/contracts';
import { formatNotification, notificationHref, relativeTime } from './notification-format';

async function translators(language: Language) {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources, interpolation: { escapeValue: false } });
  return [
    i18n.getFixedT(language, 'notifications') as TFunction<'notifications'>,
    i18n.getFixedT(language, 'bookings') as TFunction<'bookings'>,
  ] as const;
}
const text = async (notice: NotificationNotice, language: Language = 'en') => {
  const [t, tBookings] = await translators(language);
  return formatNotification({ notice, bookingNumber: 'HM-2026-000000001' }, t, tBookings, language);
};

describe('a notification in the reader’s language', () => {
  it('names what changed, in the reader’s language whatever the writer’s', async () => {
    const notice: NotificationNotice = { code: 'details_updated', fields: ['address', 'scheduledDate'] };
    expect(await text(notice)).toBe('Booking HM-2026-000000001 was changed: address and date.');
    expect(await text(notice, 'fr')).toBe('La réservation HM-2026-000000001 a été modifiée : adresse et date.');
  });

  it('gives the arrival time on Montreal’s clock', async () => {
    const notice: NotificationNotice = { code: 'en_route', professionalName: 'Marc Roy', estimatedArrival: '2026-11-26T19:45:00.000Z' };
    expect(await text(notice)).toContain('around 2:45 PM');
    expect(await text(notice, 'fr')).toContain('vers 14 h 45');
  });

  it('says who wrote a message, HomeMate for an operator, never the message', async () => {
    expect(await text({ code: 'message_received', from: 'customer', senderName: 'Alice Martin' })).toBe(
      'New message from Alice Martin, the customer, about booking HM-2026-000000001.',
    );
    expect(await text({ code: 'message_received', from: 'operator', senderName: 'Ops Team' }, 'fr')).toBe(
      'Nouveau message de HomeMate au sujet de la réservation HM-2026-000000001.',
    );
  });

  it('says who cancelled', async () => {
    expect(await text({ code: 'booking_cancelled', by: 'customer' })).toBe('The customer cancelled booking HM-2026-000000001.');
    expect(await text({ code: 'booking_cancelled', by: 'admin' }, 'fr')).toBe('HomeMate a annulé la réservation HM-2026-000000001.');
  });
});

describe('where a notification leads', () => {
  it('opens the thread for a message, the pro’s home for a review, the booking otherwise', () => {
    const bookingNumber = 'HM-2026-000000001';
    expect(notificationHref({ bookingNumber, notice: { code: 'message_received', from: 'customer', senderName: 'A' } })).toBe(
      '/reservation/HM-2026-000000001?tab=messages',
    );
    expect(notificationHref({ bookingNumber, notice: { code: 'review_received', rating: 4 } })).toBe('/pro');
    expect(notificationHref({ bookingNumber, notice: { code: 'job_started' } })).toBe('/reservation/HM-2026-000000001');
    expect(notificationHref({ bookingNumber: null, notice: { code: 'job_started' } })).toBeNull();
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('rounds down to the largest unit', () => {
    expect(relativeTime('2026-11-26T11:59:30Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-11-26T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-11-26T09:00:00Z', now, 'fr')).toBe('il y a 3 heures');
    expect(relativeTime('2026-11-25T11:00:00Z', now, 'en')).toBe('yesterday');
  });
});
