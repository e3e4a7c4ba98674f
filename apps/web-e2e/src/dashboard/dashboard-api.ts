import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import enDashboard from '@hm/i18n/locales/en/dashboard.json' with { type: 'json' };
import frDashboard from '@hm/i18n/locales/fr/dashboard.json' with { type: 'json' };
import { torontoDate } from '../booking/booking-flow.ts';
import type { Lang } from '../support/texts.ts';

export const dashboardTexts = { en: enDashboard, fr: frDashboard } as const satisfies Record<Lang, unknown>;

export interface CreatedBooking {
  bookingNumber: string;
  firstName: string;
}

/** Books plumbing for the token's owner through the API, as the wizard would; `firstName` makes the row findable. */
export async function createBooking(request: APIRequestContext, token: string, firstName: string, daysAhead = 7): Promise<CreatedBooking> {
  const response = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: {
      serviceId: 'plumbing',
      subServiceId: 'leak-repair',
      scheduledDate: torontoDate(daysAhead),
      scheduledTime: '14:30',
      firstName,
      lastName: 'Tremblay',
      email: `${firstName
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()}.tremblay@example.com`,
      phone: '514 555 0199',
      address: '1234 rue Saint-Denis',
      apartment: '',
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      description: 'The kitchen sink leaks under the cabinet.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as { bookingNumber: string };
  return { bookingNumber: booking.bookingNumber, firstName };
}
