import type { APIRequestContext, Locator, Page } from '@playwright/test';
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import frReservation from '@hm/i18n/locales/fr/reservation.json' with { type: 'json' };
import { newPage, signIn } from '../pros/pro-session.ts';
import { createAccount, expect, newPerson, test } from '../support/accounts.ts';
import { accessTokenOf, adminTransition, SEED_ADMIN, seededProfessionalId } from '../support/api-calls.ts';
import { fill, type Lang } from '../support/texts.ts';
import { createBooking } from './reservation-api.ts';

// A bilingual conversation (docs/messages.md), on the online-services stack, whose API and worker
// have a CHAT_API_KEY and call the local OpenAI-compatible server (tools/test/chat-completions-server.ts):
// it "translates" by putting the target language before the text ("[en] Bonjour…"), so each side can
// tell the translation from the original. A French customer and an English pro (the seeded Marc
// Gagnon, handyman, who reads English) write to each other on the reservation page, each in their
// language; each reads the other's message translated, marked as such, and can show the original.

const r = { en: enReservation, fr: frReservation } as const;
/** Marc Gagnon, the seeded handyman, whose saved language is English. */
const MARC = { firstName: 'Marc', lastName: 'Gagnon', email: 'pro@homemate.local', password: 'Pro12345!' } as const;
/** The worker translates after the message is delivered: allow for a busy machine. */
const TRANSLATION_TIMEOUT = 20_000;

test.use({ actionTimeout: 10_000 });

/** A handyman's visit for a new French customer, assigned to Marc by an operator. */
async function bookingWithMarc(request: APIRequestContext, customer: ReturnType<typeof newPerson>): Promise<string> {
  await createAccount(request, customer, 'fr');
  const bookingNumber = await createBooking(request, await accessTokenOf(request, customer), 9, {
    details: { serviceId: 'handyman', subServiceId: 'general-repairs', description: 'Une porte d’armoire à réparer.' },
  });
  const admin = await accessTokenOf(request, SEED_ADMIN);
  await adminTransition(request, admin, bookingNumber, { action: 'assign', professionalId: await seededProfessionalId(request, admin) });
  return bookingNumber;
}

async function openThread(page: Page, lang: Lang, bookingNumber: string): Promise<Locator> {
  await page.getByRole('tab', { name: r[lang].tabs.messages }).click();
  return page.getByRole('region', { name: fill(r[lang].messages.listLabel, { bookingNumber }) });
}

async function write(page: Page, lang: Lang, text: string): Promise<void> {
  await page.getByLabel(r[lang].messages.label).fill(text);
  await page.getByRole('button', { name: r[lang].messages.send }).click();
}

test('a French customer and an English pro each read the other’s messages in their own language, the original one tap away', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = newPerson({ firstName: 'Julie', lastName: 'Bilingue' });
  const bookingNumber = await bookingWithMarc(request, customer);

  await signIn(page, 'fr', customer, `/reservation/${bookingNumber}`);
  const customerThread = await openThread(page, 'fr', bookingNumber);
  const proPage = await newPage(browser);
  await signIn(proPage, 'en', { ...newPerson(), ...MARC }, `/reservation/${bookingNumber}`);
  const proThread = await openThread(proPage, 'en', bookingNumber);

  // The customer writes in French: she sees what she wrote, and nothing about a translation.
  const french = 'Bonjour, pouvez-vous venir vers 9 h 30 ? Le code de la porte est 4512.';
  await write(page, 'fr', french);
  const sent = customerThread.locator('article').filter({ hasText: french });
  await expect(sent).toHaveCount(1);

  // The pro reads it in English once the worker has translated it, live, without reloading.
  const received = proThread.locator('article[data-sender="customer"]');
  await expect(received.getByText(`[en] ${french}`)).toBeVisible({ timeout: TRANSLATION_TIMEOUT });
  await expect(received.getByText(r.en.messages.translation.from_fr)).toBeVisible();
  await received.getByRole('button', { name: r.en.messages.translation.showOriginal }).click();
  await expect(received.getByText(french, { exact: true })).toBeVisible();
  await expect(received.getByText(r.en.messages.translation.original_fr)).toBeVisible();
  await received.getByRole('button', { name: r.en.messages.translation.showTranslation }).click();
  await expect(received.getByText(`[en] ${french}`)).toBeVisible();

  // The pro answers in English; the customer reads it in French and can show the original.
  const english = 'Yes, I will be there at 9:30 tomorrow with the new hinges. It should cost about $60.';
  await write(proPage, 'en', english);
  await expect(proThread.locator('article').filter({ hasText: english })).toHaveCount(1);
  const answer = customerThread.locator('article[data-sender="professional"]');
  await expect(answer.getByText(`[fr] ${english}`)).toBeVisible({ timeout: TRANSLATION_TIMEOUT });
  await expect(answer.getByText(r.fr.messages.translation.from_en)).toBeVisible();
  await answer.getByRole('button', { name: r.fr.messages.translation.showOriginal }).click();
  await expect(answer.getByText(english, { exact: true })).toBeVisible();

  // The writer still sees only what they wrote; after a reload the translations come with the thread.
  await expect(sent.getByText(/\[en\]/)).toHaveCount(0);
  await expect(sent.getByRole('button')).toHaveCount(0);
  await proPage.reload();
  const reloaded = await openThread(proPage, 'en', bookingNumber);
  await expect(reloaded.locator('article[data-sender="customer"]').getByText(`[en] ${french}`)).toBeVisible();
  await proPage.context().close();
});
