import type { APIRequestContext } from '@playwright/test';
import enDashboard from '@hm/i18n/locales/en/dashboard.json' with { type: 'json' };
import frDashboard from '@hm/i18n/locales/fr/dashboard.json' with { type: 'json' };
import { createBooking as bookLeakRepair, type BookingOptions } from '../reservations/reservation-api.ts';
import type { Lang } from '../support/texts.ts';

export const dashboardTexts = { en: enDashboard, fr: frDashboard } as const satisfies Record<Lang, unknown>;

export interface CreatedBooking {
  bookingNumber: string;
  firstName: string;
}

/** Books plumbing for the token's owner through the API, as the wizard would; `firstName` makes the row findable. */
export async function createBooking(
  request: APIRequestContext,
  token: string,
  firstName: string,
  daysAhead = 7,
  freeFor?: BookingOptions['freeFor'],
): Promise<CreatedBooking> {
  const email = `${firstName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}.tremblay@example.com`;
  const bookingNumber = await bookLeakRepair(request, token, daysAhead, { freeFor, details: { firstName, email, apartment: '' } });
  return { bookingNumber, firstName };
}
