import enNotifications from '@hm/i18n/locales/en/notifications.json' with { type: 'json' };
import { accessTokenOf } from '../support/api-calls.ts';
import { createBooking, customerCalls } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, test } from '../support/accounts.ts';
import { fill } from '../support/texts.ts';
import { approvedPlumber, escape, newPage, signIn } from './pro-session.ts';

// The notification centre across two parties (docs/notifications.md): what the customer does shows
// on the pro's bell without a reload; the pro follows it to the job and the count drops.

const LIVE_TIMEOUT = 2_500;
const n = enNotifications;
const bellNamed = (count: number) =>
  count === 0 ? n.bell.name : `${n.bell.name}, ${fill(count === 1 ? n.bell.unread_one : n.bell.unread_other, { count: String(count) })}`;

test('the pro’s bell counts the customer’s edit and message live, and leads to the job', async ({ request, browser }) => {
  test.setTimeout(90_000);
  const plumber = await approvedPlumber(request, 'en');
  const customer = newPerson({ firstName: 'Lucie', lastName: 'Tremblay' });
  await createAccount(request, customer, 'fr');
  const customerToken = await accessTokenOf(request, customer);
  const bookingNumber = await createBooking(request, customerToken, 5);
  const proToken = await accessTokenOf(request, plumber);
  const accepted = await request.post(`/api/pro/jobs/${encodeURIComponent(bookingNumber)}/accept`, {
    headers: { Authorization: `Bearer ${proToken}` },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const proPage = await newPage(browser);
  await signIn(proPage, 'en', plumber, '/pro/jobs');
  const bell = (count: number) => proPage.getByRole('button', { name: bellNamed(count), exact: true });
  await expect(bell(0)).toBeVisible({ timeout: 10_000 });

  // The customer changes the address, then writes: the pro's count follows without a reload.
  expect((await customerCalls(request, customerToken).patch(bookingNumber, { address: '99 rue Rachel Est' })).status()).toBe(200);
  await expect(bell(1)).toBeVisible({ timeout: LIVE_TIMEOUT });
  const message = await request.post(`/api/bookings/${encodeURIComponent(bookingNumber)}/messages`, {
    headers: { Authorization: `Bearer ${customerToken}` },
    data: { message: 'Le code de la porte est 4321.' },
  });
  expect(message.status()).toBe(201);
  await expect(bell(2)).toBeVisible({ timeout: LIVE_TIMEOUT });

  // The panel, in the pro's language; the newest first; following it opens the thread.
  await bell(2).click();
  const panel = proPage.getByRole('region', { name: n.title });
  const newest = panel.getByRole('link').first();
  await expect(newest).toContainText(fill(n.notices.message_customer, { senderName: 'Lucie Tremblay', bookingNumber }));
  await expect(panel.getByRole('link').nth(1)).toContainText(fill(n.notices.details_updated, { bookingNumber, fields: 'address' }));
  await newest.click();
  await expect(proPage).toHaveURL(new RegExp(`${escape(`/reservation/${bookingNumber}?tab=messages`)}$`));
  await expect(bell(1)).toBeVisible();

  // "Mark all as read" clears what is left.
  await bell(1).click();
  await panel.getByRole('button', { name: n.markAllRead }).click();
  await expect(bell(0)).toBeVisible();
  await proPage.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(0)).toBeFocused();
});
