import enUnsubscribe from '@hm/i18n/locales/en/unsubscribe.json' with { type: 'json' };
import frUnsubscribe from '@hm/i18n/locales/fr/unsubscribe.json' with { type: 'json' };
import { createBooking } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, test, useLanguage } from '../support/accounts.ts';
import { accessTokenOf, adminTransition, SEED_ADMIN, seededProfessionalId } from '../support/api-calls.ts';
import { e2eBaseUrl } from '../support/e2e-env.ts';
import { waitForMail, type CaughtMail } from '../support/mailbox.ts';
import { fill, texts } from '../support/texts.ts';

const unsubscribe = { en: enUnsubscribe, fr: frUnsubscribe } as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The footer link of the e-mail, as the person would click it. */
function unsubscribeLinkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/[^\s"'<>]+\/unsubscribe\?token=[A-Za-z0-9_.%-]+/.exec(mail.text);
  if (!match) throw new Error(`No unsubscribe link in ${mail.file}:\n${mail.text}`);
  return new URL(match[0]);
}

for (const lang of ['fr', 'en'] as const) {
  test(`unsubscribe (${lang}): a booking update carries the one-click headers and a footer link; the page asks, then stops those e-mails`, async ({
    page,
    request,
  }) => {
    const t = unsubscribe[lang];
    const person = newPerson();
    await createAccount(request, person, lang);
    const bookingNumber = await createBooking(request, await accessTokenOf(request, person), 7, {
      freeFor: { email: 'pro@homemate.local' },
    });
    const adminToken = await accessTokenOf(request, SEED_ADMIN);
    await adminTransition(request, adminToken, bookingNumber, {
      action: 'assign',
      professionalId: await seededProfessionalId(request, adminToken),
    });

    const subject = fill(texts[lang].mail.bookingProAssigned.subject, { bookingNumber });
    const mail = await waitForMail('lucie.tremblay@example.com', { subject: new RegExp(escape(subject)) });
    // RFC 8058: what a mail client's own "unsubscribe" button posts to.
    const headers = (mail.raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/api\/notifications\/unsubscribe\?token=[^>]+>\r?$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const link = unsubscribeLinkIn(mail);
    expect(link.origin).toBe(e2eBaseUrl);

    await useLanguage(page, lang);
    await page.goto(`${link.pathname}${link.search}`);
    const category = t.categories.bookingUpdates;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(fill(t.question, { category }))).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status')).toContainText(fill(t.done, { category }));
    await expect(page.getByRole('link', { name: t.settings })).toHaveAttribute(
      'href',
      /\/login\?returnTo=%2Fprofile%3Ftab%3Dnotifications$/,
    );

    // The switch is off: the profile says so.
    const profile = await request.get('/api/me', { headers: { Authorization: `Bearer ${await accessTokenOf(request, person)}` } });
    expect(((await profile.json()) as { notifications: Record<string, boolean> }).notifications.bookingUpdates).toBe(false);
  });

  test(`unsubscribe (${lang}): a forged link says it cannot be used`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/unsubscribe?token=1.00000000-0000-4000-8000-000000000000.bookingUpdates.forged');
    await expect(page.getByRole('alert')).toContainText(texts[lang].errors.INVALID_UNSUBSCRIBE_LINK);
    await page.goto('/unsubscribe');
    await expect(page.getByRole('alert')).toContainText(unsubscribe[lang].missingToken);
  });
}
