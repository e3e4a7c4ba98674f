import type { APIRequestContext } from '@playwright/test';
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import frReservation from '@hm/i18n/locales/fr/reservation.json' with { type: 'json' };
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { expect, signedInAt, test } from '../support/accounts.ts';
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { fill, type Lang } from '../support/texts.ts';
import {
  BOOKING_NUMBER,
  bookingTexts,
  chooseSubService,
  fillAddress,
  next,
  openPlumbingFromHero,
  pickFreeSlot,
  wizard,
} from './booking-flow.ts';

const reservationTexts = { en: enReservation, fr: frReservation } as const;
// A leak repair from $120: 25 % off is $30, GST and QST on the $90 that remain.
const amounts = {
  en: { discount: '−$30.00', total: '$103.48' },
  fr: { discount: '−30,00\u00a0$', total: '103,48\u00a0$' },
} as const;

/** The operator assigns whichever seeded pro is free at the visit's time, then moves the job to done (off its day, with a reason). */
async function completeAsOperator(request: APIRequestContext, bookingNumber: string): Promise<void> {
  const token = await accessTokenOf(request, SEED_ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  const transition = (data: Record<string, unknown>) =>
    request.post(`/api/admin/bookings/${encodeURIComponent(bookingNumber)}/transitions`, { headers, data });
  const pros = (await (await request.get('/api/admin/professionals', { headers })).json()) as { id: string; email: string }[];
  let assigned = false;
  for (const email of ['pro2@homemate.local', 'pro@homemate.local']) {
    const response = await transition({ action: 'assign', professionalId: pros.find((pro) => pro.email === email)!.id });
    if (response.status() === 200) {
      assigned = true;
      break;
    }
    expect((await response.json()) as { code: string }).toMatchObject({ code: 'PRO_NOT_FREE' });
  }
  expect(assigned).toBe(true);
  for (const action of ['en_route', 'start', 'complete']) {
    const response = await transition({ action, note: 'E2E: done ahead of the day' });
    expect(response.status(), await response.text()).toBe(200);
  }
}

// A new customer books with the welcome offer: the confirm step, the reservation's price and, once
// an operator marks the job done, the thank-you code appearing on the customer's open page.
for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  test(`a new customer's first booking takes 25 % off, and the first job done earns a thank-you code (${lang})`, async ({
    page,
    request,
  }) => {
    const { booking } = bookingTexts[lang];
    const reservation = reservationTexts[lang];
    await signedInAt(page, request, '/', lang);
    await openPlumbingFromHero(page, lang);
    await chooseSubService(page, lang);
    await fillAddress(page, lang);
    // A home and a phone no other spec books at: the welcome offer is this person's.
    const unique = String(Date.now() % 100_000).padStart(5, '0');
    const dialog = wizard(page);
    await dialog.getByRole('textbox', { name: booking.fields.address, exact: true }).fill(`${unique} avenue du Parc`);
    await next(page, lang);
    // Two to three weeks ahead: the seeded pros' first days are what the other specs book and move
    // around, and this booking holds one of them.
    await pickFreeSlot(page, lang, { fromDay: 14 });
    await next(page, lang);

    await expect(dialog.getByRole('heading', { name: booking.steps.confirm.title })).toBeFocused({ timeout: 10_000 });
    await dialog.getByRole('textbox', { name: booking.fields.phone, exact: true }).fill(`438 55${unique.slice(0, 1)} ${unique.slice(1)}`);
    const offerLine = dialog.getByTestId('offer-line');
    await expect(offerLine).toContainText(fill(booking.confirm.offer.welcome, { percent: '25' }));
    await expect(offerLine).toContainText(amounts[lang].discount);
    await expectNoSeriousViolations(page, 'the confirm step with its offer');
    await dialog.getByRole('button', { name: booking.actions.confirm, exact: true }).click();

    await expect(dialog.getByRole('heading', { name: booking.success.title })).toBeVisible({ timeout: 10_000 });
    const bookingNumber = (await dialog.getByTestId('booking-number').textContent())?.trim() ?? '';
    expect(bookingNumber).toMatch(BOOKING_NUMBER);
    await dialog.getByRole('button', { name: booking.success.viewReservation }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${bookingNumber}$`));

    const price = page.getByRole('region', { name: reservation.price.heading });
    await expect(price.getByText(fill(reservation.price.offer.welcome, { percent: '25' }))).toBeVisible();
    await expect(price.getByText(amounts[lang].discount)).toBeVisible();
    await expect(price.getByText(amounts[lang].total)).toBeVisible();

    // The operator's side: the job is done; the customer's open page shows the code it earned.
    await completeAsOperator(request, bookingNumber);
    const code = page.getByTestId('thank-you-code');
    await expect(code).toContainText(fill(reservation.thankYou.title, { percent: '20' }), { timeout: 10_000 });
    await expect(code).toContainText(/MERCI-[2-9A-HJKMNP-Z]{6}/);
  });
}
