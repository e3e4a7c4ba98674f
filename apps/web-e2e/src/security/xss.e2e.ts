import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import enBlog from '../../../../libs/i18n/locales/en/blog.json' with { type: 'json' };
import enReservation from '../../../../libs/i18n/locales/en/reservation.json' with { type: 'json' };
import { torontoDate } from '../booking/booking-flow.ts';
import { accessTokenOf } from '../support/api-calls.ts';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { fill } from '../support/texts.ts';

// Issue 10: XSS payloads typed into a booking description, a booking message and a blog comment
// (and into a blog post's HTML) are shown as text on the rendered pages: no dialog ever opens and
// no element the payloads describe exists. The API side (every stored field) is
// apps/api/src/security/xss.security-spec.ts.

const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '"><svg onload=alert(1)>'];
const ATTACK = PAYLOADS.join(' ');

test.use({ actionTimeout: 10_000 });

/** Nothing the payloads describe made it into the DOM, and no script ran. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload], iframe')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  const scriptsWithPayload = await page.locator('script').evaluateAll((scripts) => scripts.filter((script) => (script.textContent ?? '').includes('alert(1)')).length);
  expect(scriptsWithPayload).toBe(0);
  expect(dialogs).toEqual([]);
}

test('XSS payloads stay inert text on the reservation page and the blog', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const person = newPerson({ firstName: 'Xavier' });
  await createAccount(request, person, 'en');
  const token = await accessTokenOf(request, person);
  const headers = { Authorization: `Bearer ${token}` };

  // The booking, as the wizard would send it, with the payloads in its free-text description.
  const booked = await request.post('/api/bookings', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      serviceId: 'plumbing',
      subServiceId: 'leak-repair',
      scheduledDate: torontoDate(7),
      scheduledTime: '14:30',
      firstName: 'Xavier',
      lastName: 'Tremblay',
      email: person.email,
      phone: '514 555 0199',
      address: '1234 rue Saint-Denis',
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      description: ATTACK,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { bookingNumber } = (await booked.json()) as { bookingNumber: string };

  // A published post whose HTML carries the payloads (the server sanitises it).
  const posted = await request.post('/api/blog/posts', {
    headers,
    data: {
      title: `Sécurité ${bookingNumber}`,
      excerpt: 'Un article pour vérifier le rendu.',
      content: `<p>Début</p>${PAYLOADS.slice(0, 3).join('<br>')}<p><a href="javascript:alert(1)">lien</a></p><p>Fin</p>`,
      category: 'maintenance',
      tags: ['sécurité'],
      status: 'published',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { slug } = (await posted.json()) as { slug: string };

  // ---- Reservation page: the description, then a message typed in the thread ----------------
  const path = `/reservation/${bookingNumber}`;
  await useLanguage(page, 'en');
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, 'en', person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(bookingNumber);
  await expect(page.getByText(ATTACK).first()).toBeVisible();
  await expectInert(page, dialogs);

  await page.getByRole('tab', { name: enReservation.tabs.messages }).click();
  const thread = page.getByRole('region', { name: fill(enReservation.messages.listLabel, { bookingNumber }) });
  const box = page.getByRole('textbox', { name: enReservation.messages.label });
  // As a person would: the thread (HomeMate's welcome message) is there before typing.
  await expect(thread.locator('[data-sender="system"]').first()).toBeVisible({ timeout: 15_000 });
  await box.fill(ATTACK);
  await expect(box).toHaveValue(ATTACK);
  await box.press('Enter');
  // Generous: on the CI's two cores both browser projects run at once.
  await expect(thread.locator('[data-sender="customer"]').last()).toContainText(ATTACK, { timeout: 15_000 });
  await expectInert(page, dialogs);

  // Loaded afresh from the API, not only as typed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(bookingNumber);
  await page.getByRole('tab', { name: enReservation.tabs.messages }).click();
  // Generous: on the CI's two cores both browser projects run at once.
  await expect(thread.locator('[data-sender="customer"]').last()).toContainText(ATTACK, { timeout: 15_000 });
  await expectInert(page, dialogs);

  // ---- Blog: the sanitised post, then a comment typed under it -------------------------------
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Sécurité ${bookingNumber}`);
  await expect(page.getByText('Fin', { exact: true })).toBeVisible();
  await expectInert(page, dialogs);

  await page.getByRole('textbox', { name: enBlog.comments.label }).fill(ATTACK);
  await page.getByRole('button', { name: enBlog.comments.submit, exact: true }).click();
  const comment = page.getByRole('article', { name: `${person.firstName} ${person.lastName}` });
  await expect(comment.getByText(ATTACK)).toBeVisible();
  await expectInert(page, dialogs);

  await page.reload();
  await expect(page.getByRole('article', { name: `${person.firstName} ${person.lastName}` }).getByText(ATTACK)).toBeVisible();
  await expectInert(page, dialogs);
});
