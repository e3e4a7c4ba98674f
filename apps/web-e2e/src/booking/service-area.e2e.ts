import { approvedPlumber, escape } from '../pros/pro-session.ts';
import { createBooking } from '../reservations/reservation-api.ts';
import { accessTokenOf } from '../support/api-calls.ts';
import { createAccount, expect, newPerson, test, useLanguage } from '../support/accounts.ts';
import { mailsTo, waitForMail } from '../support/mailbox.ts';
import { fill, type Lang } from '../support/texts.ts';
import { bookingTexts, next, openPlumbingFromHero, plumbing, wizard } from './booking-flow.ts';

// Service areas (docs/booking-rules.md, Where): the demo's pros serve Montréal (H), Québec's centre
// (G1) and the South Shore (J4). An address in the Outaouais is not served yet: the wizard says so,
// keeps Next disabled and takes the visitor's e-mail; when a plumber starts serving the area, the
// visitor gets one e-mail, in their language. A pro whose areas do not cover a job never sees it.

/**
 * Outaouais FSAs no demo pro serves. Each run opens the one it uses, and the desktop and phone
 * projects (and a retry) share the stack's database: each language, project and attempt has its
 * own, so no run finds its area opened by another.
 */
const UNSERVED_FSAS: Readonly<Record<string, readonly string[]>> = {
  'desktop-en': ['J8L', 'J8M'],
  'desktop-fr': ['J8N', 'J8P'],
  'phone-en': ['J8R', 'J8T'],
  'phone-fr': ['J8V', 'J8X'],
};

/** This run's unserved FSA (a reused local stack may have opened it already: then reset the stack). */
const unservedFsa = (lang: Lang): string => {
  const { project, retry } = test.info();
  const fsas = UNSERVED_FSAS[`${project.name}-${lang}`] ?? ['J8Y', 'J8Z'];
  return fsas[Math.min(retry, fsas.length - 1)]!;
};

for (const lang of ['en', 'fr'] as const satisfies readonly Lang[]) {
  test(`an unserved Quebec address is said plainly, its waitlist works and the opening is mailed once (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { booking } = bookingTexts[lang];
    const fsa = unservedFsa(lang);
    await useLanguage(page, lang);
    await page.goto('/');
    await openPlumbingFromHero(page, lang);
    const dialog = wizard(page);
    await dialog.getByRole('radio', { name: new RegExp(plumbing[lang].subService) }).check();
    await next(page, lang);

    // Step 2, before the date: the free times depend on who serves the address.
    await expect(dialog.getByRole('heading', { name: booking.steps.address.title })).toBeFocused();
    await dialog.getByRole('textbox', { name: booking.fields.address, exact: true }).fill('25 rue Laurier');
    await dialog.getByRole('textbox', { name: booking.fields.city, exact: true }).fill('Gatineau');
    const postalCode = dialog.getByRole('textbox', { name: booking.fields.postalCode, exact: true });
    const nextButton = dialog.getByRole('button', { name: booking.actions.next, exact: true });

    // Outside Quebec: said at once, Next stays disabled.
    await postalCode.fill('V6B 1A1');
    await expect(dialog.getByText(booking.serviceArea.outsideQuebecTitle)).toBeVisible();
    await expect(nextButton).toBeDisabled();

    // In Quebec, but no plumber there yet.
    await postalCode.fill(`${fsa} 1A1`);
    await expect(dialog.getByRole('heading', { name: fill(booking.serviceArea.notServedTitle, { fsa }) })).toBeVisible();
    await expect(dialog.getByText(fill(booking.serviceArea.notServed, { fsa, service: plumbing[lang].name }))).toBeVisible();
    await expect(nextButton).toBeDisabled();

    const visitor = newPerson();
    await dialog.getByRole('textbox', { name: booking.serviceArea.waitlist.email }).fill(visitor.email);
    await dialog.getByRole('button', { name: booking.serviceArea.waitlist.submit, exact: true }).click();
    await expect(
      dialog.getByRole('status').filter({ hasText: fill(booking.serviceArea.waitlist.done, { email: visitor.email, fsa }) }),
    ).toBeVisible();

    // A plumber starts serving the area: the visitor is told once, in their language.
    await approvedPlumber(request, lang, [fsa]);
    // The subject names the service and the area (French puts a no-break space before its colon).
    const subject = new RegExp(`${escape(plumbing[lang].name)}.*${fsa}`);
    const mail = await waitForMail(visitor.email, { subject });
    expect(mail.text).toContain('/book-service');
    expect(mail.text).toContain(lang === 'fr' ? 'Bonne nouvelle' : 'Good news');
    // The same area opened again by another plumber tells nobody twice.
    await approvedPlumber(request, lang, [fsa]);
    await page.waitForTimeout(1_500);
    expect(await mailsTo(visitor.email, { subject })).toHaveLength(1);

    // And the address now goes on to the next step.
    await postalCode.fill('');
    await postalCode.fill(`${fsa} 1A2`);
    await expect(dialog.getByRole('heading', { name: fill(booking.serviceArea.notServedTitle, { fsa }) })).toHaveCount(0);
    await expect(nextButton).toBeEnabled();
  });
}

test('a pro whose areas do not cover a job never sees it and cannot take it', async ({ request }) => {
  test.setTimeout(60_000);
  const customer = newPerson();
  await createAccount(request, customer, 'en');
  const bookingNumber = await createBooking(request, await accessTokenOf(request, customer), 6);
  // A plumber of Québec city only; the job is in Montréal (H2X).
  const plumber = await approvedPlumber(request, 'en', ['G1R']);
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, plumber)}` };
  const open = await request.get('/api/pro/jobs/open', { headers });
  expect(open.status()).toBe(200);
  expect(((await open.json()) as { bookingNumber: string }[]).map((job) => job.bookingNumber)).not.toContain(bookingNumber);
  const accept = await request.post(`/api/pro/jobs/${encodeURIComponent(bookingNumber)}/accept`, { headers });
  expect(accept.status()).toBe(404);
  expect(await accept.json()).toMatchObject({ code: 'JOB_NOT_FOUND' });
  // A plumber of Montréal sees it.
  const montreal = await approvedPlumber(request, 'en', ['H2X']);
  const theirs = await request.get('/api/pro/jobs/open', {
    headers: { Authorization: `Bearer ${await accessTokenOf(request, montreal)}` },
  });
  expect(((await theirs.json()) as { bookingNumber: string }[]).map((job) => job.bookingNumber)).toContain(bookingNumber);
});
