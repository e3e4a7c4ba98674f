import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { createBooking } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson } from '../support/accounts.ts';
import { accessTokenOf, adminTransition, SEED_ADMIN, seededProfessionalId } from '../support/api-calls.ts';

// Customers' reviews for the landing page's reviews section (docs/public-figures.md "Customers'
// reviews"), made the way real ones are: a customer signs up and books, an operator gives the job to
// a pro, moves it along and completes it, and the customer reviews it, all through the API.

/** An operator's reason for moving a job on another day than the visit's (job-timing.ts). */
const OFF_DAY_REASON = 'E2E: done ahead of the day';

const REVIEWS = [
  {
    firstName: 'Nadia',
    lastName: 'Lefebvre',
    rating: 5,
    comment: 'The plumber found the leak behind the dishwasher and fixed it in an hour.',
  },
  { firstName: 'Hugo', lastName: 'Bergeron', rating: 4, comment: 'On time, careful, and he explained what had worn out under the sink.' },
  {
    firstName: 'Amélie',
    lastName: 'Caron',
    rating: 5,
    comment: 'Booked in the evening, fixed the next morning. Clear price from the start.',
  },
  { firstName: 'Samir', lastName: 'Haddad', rating: 5, comment: 'A dripping tap replaced quickly, and the floor was left spotless after.' },
  {
    firstName: 'Chloé',
    lastName: 'Pelletier',
    rating: 4,
    comment: 'Friendly pro who protected the floor and tested everything before leaving.',
  },
  { firstName: 'Louis', lastName: 'Morin', rating: 5, comment: 'Fast answer, fair price, and the leak under the bathroom sink is gone.' },
] as const;

/**
 * Leaves one qualifying review (4 or 5 stars, a comment of 30 to 400 characters) per entry of
 * REVIEWS, oldest first; each comment ends with this batch's mark, so reviews of batches made side by
 * side (the desktop and phone projects) never read the same.
 */
export async function leaveCustomerReviews(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<void> {
  const mark = `(e2e ${randomBytes(3).toString('hex')})`;
  for (const review of REVIEWS) {
    // Each customer comes from an address of their own, as real ones would (per-IP sign-up limits).
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    });
    try {
      await completedAndReviewed(api, review, `${review.comment} ${mark}`);
    } finally {
      await api.dispose();
    }
  }
}

async function completedAndReviewed(api: APIRequestContext, review: (typeof REVIEWS)[number], comment: string): Promise<void> {
  const customer = newPerson({ firstName: review.firstName, lastName: review.lastName });
  await createAccount(api, customer, 'en');
  const token = await accessTokenOf(api, customer);
  // Sophie's team works every day: she is free at the visit, whatever the weekday.
  const bookingNumber = await createBooking(api, token, 8, {
    freeFor: { email: 'pro2@homemate.local' },
    details: { firstName: review.firstName, lastName: review.lastName },
  });
  const admin = await accessTokenOf(api, SEED_ADMIN);
  const professionalId = await seededProfessionalId(api, admin, 'pro2@homemate.local');
  await adminTransition(api, admin, bookingNumber, { action: 'assign', professionalId });
  for (const action of ['en_route', 'start']) await adminTransition(api, admin, bookingNumber, { action, note: OFF_DAY_REASON });
  await adminTransition(api, admin, bookingNumber, { action: 'complete' });
  const reviewed = await api.post(`/api/bookings/${encodeURIComponent(bookingNumber)}/review`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { rating: review.rating, comment },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
}
