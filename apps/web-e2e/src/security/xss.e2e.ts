import type { Page } from '@playwright/test';
import enBlog from '@hm/i18n/locales/en/blog.json' with { type: 'json' };
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import { createBooking } from '../reservations/reservation-api.ts';
import { accessTokenOf } from '../support/api-calls.ts';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { fill } from '../support/texts.ts';

// Security: XSS payloads typed into a booking description, a booking message and a blog comment
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
  const scriptsWithPayload = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.filter((script) => (script.textContent ?? '').includes('alert(1)')).length);
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
  const bookingNumber = await createBooking(request, token, 7, {
    details: { firstName: 'Xavier', email: person.email, description: ATTACK },
  });

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

// What the page's own watchers saw (set up by the init script below, before the app's code runs).
interface PasteWatch {
  handlerRan: number;
  /** HTML with an event handler that something parsed into elements through innerHTML. */
  parsedWithHandler: string[];
  /** Elements with an on* attribute that reached the live document. */
  liveWithHandler: string[];
}

// Not watched: Content-Security-Policy reports. Chromium reports a script-src-attr violation for
// every handler attribute any parser meets, even in an inert document (DOMPurify's DOMParser, the
// browser's own Sanitizer API), though such a handler can never run.

test('HTML pasted or dropped into the blog editor is cut down before the editor parses it', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const watch: PasteWatch = { handlerRan: 0, parsedWithHandler: [], liveWithHandler: [] };
    Object.assign(window, { __pasteWatch: watch });
    const hasHandler = (element: Element) => Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name));
    const withHandler = (root: ParentNode) => Array.from(root.querySelectorAll('*')).filter(hasHandler);
    // The editor (ProseMirror) parses clipboard HTML by assigning it to innerHTML in a detached
    // document: every such assignment in the page is checked, in whatever document it lands.
    const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    Object.defineProperty(Element.prototype, 'innerHTML', {
      ...innerHtml,
      set(this: Element, value: string) {
        innerHtml.set!.call(this, value);
        if (withHandler(this).length > 0) watch.parsedWithHandler.push(String(value));
      },
    });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element)
            for (const element of [node, ...withHandler(node)].filter(hasHandler)) watch.liveWithHandler.push(element.outerHTML);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

  const person = newPerson({ firstName: 'Paula' });
  await createAccount(request, person, 'en');
  await useLanguage(page, 'en');
  await page.goto(`/login?returnTo=${encodeURIComponent('/blog/create')}`);
  await signInWithForm(page, 'en', person.email, person.password);
  await expect(page.getByRole('heading', { level: 1, name: enBlog.editor.createTitle })).toBeVisible({ timeout: 10_000 });
  const editor = page.getByRole('textbox', { name: enBlog.editor.contentLabel });
  await editor.click();

  const handler = 'window.__pasteWatch.handlerRan++';
  const upload = '/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.png';
  const pasted = `<p>Collé</p><img src=x onerror="${handler}"><img src="${upload}" onerror="${handler}" onload="${handler}"><p onmouseover="${handler}">Fin du collage</p>`;
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Collé');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, pasted);
  await expect(editor).toContainText('Fin du collage');

  const dropped = `<p>Déposé</p><img src=x onerror="${handler}"><svg onload="${handler}"></svg>`;
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Déposé');
    const box = element.getBoundingClientRect();
    element.dispatchEvent(
      new DragEvent('drop', { dataTransfer: data, clientX: box.left + 20, clientY: box.top + 20, bubbles: true, cancelable: true }),
    );
  }, dropped);
  await expect(editor).toContainText('Déposé');

  // A moment for any image the paste made to load or fail.
  await page.waitForTimeout(500);
  const watch = await page.evaluate(() => (window as unknown as { __pasteWatch: PasteWatch }).__pasteWatch);
  expect(watch).toEqual({ handlerRan: 0, parsedWithHandler: [], liveWithHandler: [] });
  // Our own upload survives the paste, without its handlers.
  await expect(editor.locator(`img[src="${upload}"]`)).toHaveCount(1);
  await expectInert(page, dialogs);
});
