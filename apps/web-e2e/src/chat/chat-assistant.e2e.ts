import enChat from '@hm/i18n/locales/en/chat.json' with { type: 'json' };
import frChat from '@hm/i18n/locales/fr/chat.json' with { type: 'json' };
import enNav from '@hm/i18n/locales/en/nav.json' with { type: 'json' };
import frNav from '@hm/i18n/locales/fr/nav.json' with { type: 'json' };
import { expect, test, useLanguage } from '../support/accounts.ts';
import type { Lang } from '../support/texts.ts';
import { bookingTexts, chooseSubService, fillAddress, next, plumbing, slotGroups, torontoDate, wizard } from '../booking/booking-flow.ts';

// The chat widget's main journey: a visitor asks about a leak under the sink and gets a reply
// with the booking button, which opens the booking wizard on plumbing. The e2e stack has no
// CHAT_API_KEY, so the worker's offline assistant answers (FAQ + catalogue), pushed over the socket;
// chat-assistant-online.e2e.ts asks the same against the local chat-completions server.

const chatTexts = { fr: frChat, en: enChat } as const satisfies Record<Lang, unknown>;
const navTexts = { fr: frNav, en: enNav } as const satisfies Record<Lang, unknown>;
const questions = { fr: "J'ai une fuite sous l'évier", en: 'My kitchen sink is leaking' } as const satisfies Record<Lang, string>;

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  test(`a visitor asks about a leak and books plumbing from the assistant's reply (${lang})`, async ({ page }) => {
    const chat = chatTexts[lang];
    const { booking } = bookingTexts[lang];
    await useLanguage(page, lang);
    await page.goto('/');

    const launcher = page.getByRole('button', { name: navTexts[lang].assistant.open });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: chat.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(chat.greeting)).toBeVisible();
    const input = panel.getByRole('textbox', { name: chat.inputLabel });
    await expect(input).toBeFocused();

    // White space alone sends nothing.
    await input.fill('   ');
    await input.press('Enter');
    await expect(panel.getByRole('listitem')).toHaveCount(1);

    await input.fill(questions[lang]);
    await input.press('Enter');
    await expect(panel.getByRole('listitem').filter({ hasText: questions[lang] })).toBeVisible();
    const reply = panel.getByRole('listitem').filter({ hasText: chat.offline.notice });
    await expect(reply).toBeVisible({ timeout: 15_000 });
    await expect(reply).toContainText(plumbing[lang].name);
    await expect(reply).toContainText(plumbing[lang].subService);
    // Announced to screen readers, and the input is usable again.
    await expect(panel.locator('[aria-live="polite"]')).toContainText(chat.offline.notice);
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue('');

    // Focus stays in the panel.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await reply.getByRole('button', { name: chat.bookPro }).click();
    await expect(page).toHaveURL(/\/book-service$/);
    await expect(panel).toBeHidden();
    const wizard = page.getByRole('dialog');
    await expect(
      wizard.getByRole('heading', { name: booking.title.withService.replace('{{service}}', plumbing[lang].name) }),
    ).toBeVisible();
    await expect(wizard.getByRole('heading', { name: booking.steps.subService.title })).toBeVisible();
  });
}

test('the conversation survives a reload, and Escape closes the panel back to its button', async ({ page }) => {
  const chat = chatTexts.fr;
  await useLanguage(page, 'fr');
  await page.goto('/faq');
  const launcher = page.getByRole('button', { name: navTexts.fr.assistant.open });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: chat.title });
  const input = panel.getByRole('textbox', { name: chat.inputLabel });
  await input.fill('Est-ce que vos prix incluent les taxes ?');
  await panel.getByRole('button', { name: chat.send }).click();
  // The offline assistant quotes the FAQ.
  await expect(panel.getByRole('listitem').filter({ hasText: 'TPS' })).toBeVisible({ timeout: 15_000 });

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  await page.reload();
  await page.getByRole('button', { name: navTexts.fr.assistant.open }).click();
  const reopened = page.getByRole('dialog', { name: chat.title });
  await expect(reopened.getByText('Est-ce que vos prix incluent les taxes ?')).toBeVisible();
  await expect(reopened.getByRole('listitem').filter({ hasText: 'TPS' })).toBeVisible();
});

test('asked for a plumber in 3 days, the reply names the day and its button opens the wizard on plumbing with that day chosen', async ({
  page,
}) => {
  const chat = chatTexts.en;
  const { booking } = bookingTexts.en;
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByRole('button', { name: navTexts.en.assistant.open }).click();
  const panel = page.getByRole('dialog', { name: chat.title });
  const input = panel.getByRole('textbox', { name: chat.inputLabel });
  await input.fill('Can a plumber come in 3 days to fix a leak?');
  await input.press('Enter');
  const reply = panel.getByRole('listitem').filter({ hasText: chat.offline.notice });
  await expect(reply).toBeVisible({ timeout: 15_000 });

  await reply.getByRole('button', { name: new RegExp(`^${chat.bookProOn.split('{{')[0]}`) }).click();
  await expect(page).toHaveURL(/\/book-service$/);
  await expect(
    wizard(page).getByRole('heading', { name: booking.title.withService.replace('{{service}}', plumbing.en.name) }),
  ).toBeVisible();
  await chooseSubService(page, 'en');
  await fillAddress(page, 'en');
  await next(page, 'en');
  await expect(slotGroups(page, 'en').days.getByRole('radio', { checked: true })).toHaveAttribute('value', torontoDate(3));
});

test('asked for an electrician (coming soon), the reply offers "Notify me" instead of booking, and the request is stored', async ({
  page,
}) => {
  const chat = chatTexts.fr;
  const { services } = bookingTexts.fr;
  await useLanguage(page, 'fr');
  await page.goto('/');
  await page.getByRole('button', { name: navTexts.fr.assistant.open }).click();
  const panel = page.getByRole('dialog', { name: chat.title });
  const input = panel.getByRole('textbox', { name: chat.inputLabel });
  await input.fill("J'ai besoin d'un électricien");
  await input.press('Enter');
  const reply = panel.getByRole('listitem').filter({ hasText: chat.offline.notice });
  await expect(reply).toBeVisible({ timeout: 15_000 });
  await expect(reply).toContainText('Le service Électricité arrive bientôt');
  await expect(reply.getByRole('button', { name: chat.bookPro })).toHaveCount(0);

  await reply.getByRole('button', { name: services.notify.openLabel.replace('{{service}}', 'Électricité') }).click();
  const notify = page.getByRole('dialog', { name: services.notify.title.replace('{{service}}', 'Électricité') });
  const email = `chat-notify-${Date.now()}@example.com`;
  await notify.getByRole('textbox', { name: services.notify.email }).fill(email);
  await notify.getByRole('textbox', { name: services.notify.postalCode }).fill('H2X 1Y4');
  await notify.getByRole('button', { name: services.notify.submit }).click();
  await expect(notify.getByRole('status')).toHaveText(
    services.notify.done.replace('{{email}}', email).replace('{{service}}', 'Électricité').replace('{{fsa}}', 'H2X'),
  );
  // Escape closes the dialog, not the assistant behind it.
  await page.keyboard.press('Escape');
  await expect(notify).toBeHidden();
  await expect(panel).toBeVisible();
});
