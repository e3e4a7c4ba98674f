import frChat from '@hm/i18n/locales/fr/chat.json' with { type: 'json' };
import frNav from '@hm/i18n/locales/fr/nav.json' with { type: 'json' };
import { expect, test, useLanguage } from '../support/accounts.ts';
import { e2eChatCompletionsCallsUrl, e2eChatCompletionsRefuseMarker, e2eChatCompletionsReply } from '../support/e2e-env.ts';
import { bookingTexts, plumbing } from '../booking/booking-flow.ts';

// The chat widget's main journey, against a chat-completions service: this project's stack has
// a CHAT_API_KEY and its worker calls the local OpenAI-compatible server of the e2e config, which
// answers with e2eChatCompletionsReply (a text the offline assistant cannot write) and records
// the requests it received.

interface RecordedCall {
  headers: Record<string, string>;
  body: { model: string; messages: { role: string; content: string }[]; temperature: number; max_tokens: number; stream: boolean };
}

test("a visitor asks about a leak, the completion service answers, and the reply's button opens plumbing", async ({ page, request }) => {
  const question = "J'ai une fuite sous l'évier";
  const { booking } = bookingTexts.fr;
  await useLanguage(page, 'fr');
  await page.goto('/');

  await page.getByRole('button', { name: frNav.assistant.open }).click();
  const panel = page.getByRole('dialog', { name: frChat.title });
  const input = panel.getByRole('textbox', { name: frChat.inputLabel });
  await input.fill(question);
  await input.press('Enter');

  const reply = panel.getByRole('listitem').filter({ hasText: e2eChatCompletionsReply });
  await expect(reply).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(frChat.offline.notice)).toHaveCount(0);
  await expect(panel.locator('[aria-live="polite"]')).toContainText(e2eChatCompletionsReply);

  // The worker called the service as documented (model, system prompt, whole conversation), with the visitor's question.
  const calls = (await (await request.get(e2eChatCompletionsCallsUrl)).json()) as RecordedCall[];
  const call = calls.find((recorded) => recorded.body.messages.some((message) => message.role === 'user' && message.content === question));
  expect(call, 'the local chat-completions server received the question').toBeDefined();
  expect(call!.headers['authorization']).toBe('Bearer e2e-only-chat-key');
  expect(call!.body).toMatchObject({ model: 'e2e-test-model', temperature: 0.7, max_tokens: 500, stream: false });
  expect(call!.body.messages[0]!.role).toBe('system');

  await reply.getByRole('button', { name: frChat.bookPro }).click();
  await expect(page).toHaveURL(/\/book-service$/);
  const wizard = page.getByRole('dialog');
  await expect(wizard.getByRole('heading', { name: booking.title.withService.replace('{{service}}', plumbing.fr.name) })).toBeVisible();
  await expect(wizard.getByRole('heading', { name: booking.steps.subService.title })).toBeVisible();
});

test('after three failed replies in a row the assistant points to the contact page', async ({ page }) => {
  await useLanguage(page, 'fr');
  await page.goto('/faq');
  await page.getByRole('button', { name: frNav.assistant.open }).click();
  const panel = page.getByRole('dialog', { name: frChat.title });
  const input = panel.getByRole('textbox', { name: frChat.inputLabel });
  const failures = panel.getByRole('listitem').filter({ hasText: frChat.errors.unavailable });
  const hint = panel.getByRole('status').filter({ hasText: frChat.failureHint.text });

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await expect(hint).toHaveCount(0);
    await expect(input).toBeEnabled();
    await input.fill(`Question ${attempt} ${e2eChatCompletionsRefuseMarker}`);
    await input.press('Enter');
    // A refused key (401) is not retried: the 'unavailable' text comes back at once.
    await expect(failures).toHaveCount(attempt, { timeout: 15_000 });
  }
  await expect(hint).toBeVisible();

  await hint.getByRole('link', { name: frChat.failureHint.contact }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(panel).toBeHidden();
});
