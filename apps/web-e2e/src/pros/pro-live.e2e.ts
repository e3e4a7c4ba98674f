import enBookings from '@hm/i18n/locales/en/bookings.json' with { type: 'json' };
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import enProApp from '@hm/i18n/locales/en/proApp.json' with { type: 'json' };
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import frBookings from '@hm/i18n/locales/fr/bookings.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import frReservation from '@hm/i18n/locales/fr/reservation.json' with { type: 'json' };
import { accessTokenOf } from '../support/api-calls.ts';
import { createBooking, customerCalls } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { mailsTo, waitForMail } from '../support/mailbox.ts';
import { fill } from '../support/texts.ts';
import { approvedPlumber, escape, newPage, signIn } from './pro-session.ts';

// Both sides of a job in two browsers, each in its own language: a French-speaking customer and
// an English-speaking plumber. What one side does shows on the other's screen without a reload
// (docs/notifications.md), and each reads the thread from their own side.

const LIVE_TIMEOUT = 2_500;
test.use({ actionTimeout: 10_000 });

test('the pro app follows the customer live: a new job, messages from each side, an edit and a cancellation', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const p = enProApp;

  // The pro signs in with no return path and lands on the pro app, not on the customer dashboard.
  const plumber = await approvedPlumber(request, 'en');
  const proPage = await newPage(browser);
  await useLanguage(proPage, 'en');
  await proPage.goto('/login');
  await signInWithForm(proPage, 'en', plumber.email, plumber.password);
  await expect(proPage).toHaveURL(/\/pro$/, { timeout: 10_000 });
  await proPage.getByRole('navigation', { name: p.nav.label }).filter({ visible: true }).getByRole('link', { name: p.nav.jobs }).click();
  await expect(proPage.getByRole('heading', { level: 1 })).toHaveText('Jobs');

  // A booking made now appears in the open jobs without a reload.
  const customer = newPerson({ firstName: 'Lucie', lastName: 'Tremblay' });
  await createAccount(request, customer, 'fr');
  const token = await accessTokenOf(request, customer);
  const bookingNumber = await createBooking(request, token, 5);
  const card = proPage.getByRole('listitem').filter({ hasText: bookingNumber });
  await expect(card).toBeVisible({ timeout: LIVE_TIMEOUT });
  await card.getByRole('button', { name: fill(p.open.acceptNamed, { number: bookingNumber }) }).click();
  await proPage.getByRole('alertdialog').getByRole('button', { name: p.open.confirm }).click();
  await expect(proPage.getByRole('status').filter({ hasText: fill(p.open.accepted, { number: bookingNumber }) })).toBeVisible();

  // The customer writes from the reservation page, in French.
  await signIn(page, 'fr', customer, `/reservation/${bookingNumber}?tab=messages`);
  const customerThread = page.getByRole('tabpanel', { name: frReservation.tabs.messages });
  const fromCustomer = `Bonjour, le code de la porte est 4321 (${bookingNumber})`;
  await customerThread.getByRole('textbox', { name: frReservation.messages.label }).fill(fromCustomer);
  await customerThread.getByRole('button', { name: frReservation.messages.send }).click();
  const customerOwn = customerThread.locator('article').filter({ hasText: fromCustomer });
  await expect(customerOwn).toContainText(frReservation.messages.you);
  // The system line of the assignment, for the customer, in French.
  const proName = `${plumber.firstName} ${plumber.lastName}`;
  await expect(customerThread.getByText(fill(frBookings.notes.pro_assigned, { professionalName: proName }))).toBeVisible();

  // The pro opens the thread from "My jobs": the customer's message is the customer's, not "You",
  // and the system lines speak to the pro, in English.
  await proPage.getByRole('tab', { name: p.jobs.mine }).click();
  const mine = proPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: bookingNumber });
  await mine.getByRole('link', { name: new RegExp(p.mine.thread) }).click();
  const proThread = proPage.getByRole('tabpanel', { name: enReservation.tabs.messages });
  // The way home of a pro is their jobs, not the customer dashboard.
  await expect(proPage.getByRole('link', { name: enReservation.nav.backToJobs })).toHaveAttribute('href', '/pro/jobs');
  const customerMessage = proThread.locator('article').filter({ hasText: fromCustomer });
  await expect(customerMessage).toContainText(`Lucie Tremblay · ${enReservation.messages.senderType.customer}`);
  await expect(customerMessage).not.toContainText(enReservation.messages.you);
  await expect(proThread.getByText(fill(enBookings.teamNotes.pro_assigned, { professionalName: proName }))).toBeVisible();
  await expect(proThread.getByText(enBookings.notes.booking_received)).toHaveCount(0);

  // The pro answers; the customer sees it at once, as the pro's.
  const fromPro = `Thanks, I will be there at 14:30 (${bookingNumber})`;
  await proThread.getByRole('textbox', { name: enReservation.messages.label }).fill(fromPro);
  await proThread.getByRole('button', { name: enReservation.messages.send }).click();
  await expect(proThread.locator('article').filter({ hasText: fromPro })).toContainText(enReservation.messages.you);
  const proMessage = customerThread.locator('article').filter({ hasText: fromPro });
  await expect(proMessage).toContainText(`${proName} · ${frReservation.messages.senderType.professional}`, { timeout: LIVE_TIMEOUT });

  // Back on "My jobs": the customer's new address, then the cancellation, show without a reload.
  await proPage.goBack();
  await proPage.getByRole('tab', { name: p.jobs.mine }).click();
  await expect(mine).toContainText('1234 rue Saint-Denis');
  const calls = customerCalls(request, token);
  // A new address and a new time (a reschedule).
  const edited = await calls.patch(bookingNumber, { address: '77 rue Rachel Est', scheduledTime: '16:30' });
  expect(edited.status(), await edited.text()).toBe(200);
  await expect(mine).toContainText('77 rue Rachel Est', { timeout: LIVE_TIMEOUT });
  // A message the pro does not open (they are on "My jobs") is mailed to them once the delay has passed.
  const unread = `Une dernière chose : le chien sera dehors (${bookingNumber})`;
  await customerThread.getByRole('textbox', { name: frReservation.messages.label }).fill(unread);
  await customerThread.getByRole('button', { name: frReservation.messages.send }).click();
  await expect(customerThread.locator('article').filter({ hasText: unread })).toBeVisible();
  const cancelled = await calls.cancel(bookingNumber);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(mine).toContainText(p.status.cancelled, { timeout: LIVE_TIMEOUT });
  await proPage.context().close();

  // And by e-mail, in the pro's language (English), not the customer's.
  const changedMail = await waitForMail(plumber.email, {
    subject: new RegExp(escape(fill(enMail.proJobUpdated.subject, { bookingNumber }))),
  });
  expect(changedMail.text).toContain('77 rue Rachel Est');
  expect(changedMail.text).toContain('4:30 PM');
  const cancelledMail = await waitForMail(plumber.email, {
    subject: new RegExp(escape(fill(enMail.proJobCancelled.subject, { bookingNumber }))),
  });
  expect(cancelledMail.text).toContain(enMail.proJobCancelledBy.customer);
  const unreadMail = await waitForMail(plumber.email, {
    subject: new RegExp(escape(fill(enMail.unreadMessage.subject, { senderName: 'Lucie Tremblay', bookingNumber }))),
    containing: unread,
  });
  expect(unreadMail.text).toContain(enMail.unreadMessage.action);
  // The customer's calendar follows, in French, at the booking's contact address: the entry updated
  // (same UID, higher SEQUENCE), then removed.
  const contact = 'lucie.tremblay@example.com';
  const customerUpdated = await waitForMail(contact, {
    subject: new RegExp(escape(fill(frMail.bookingUpdated.subject, { bookingNumber }))),
  });
  expect(customerUpdated.text).toContain('16 h 30');
  expect(customerUpdated.text).toMatch(/BEGIN:VCALENDAR[\s\S]*SEQUENCE:[1-9]/);
  const customerCancelled = await waitForMail(contact, {
    subject: new RegExp(escape(fill(frMail.bookingCancelled.subject, { bookingNumber }))),
  });
  expect(customerCancelled.text).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
  // The customer had the thread on screen when the pro answered: no e-mail about it.
  expect(await mailsTo(customer.email, { containing: fromPro })).toHaveLength(0);
  expect(await mailsTo(contact, { containing: fromPro })).toHaveLength(0);
});
