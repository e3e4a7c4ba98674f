import { pageRoutes } from '@hm/web/config/paths';
import frBooking from '@hm/i18n/locales/fr/booking.json' with { type: 'json' };
import { expect, signedInAt, test } from './support/accounts.js';

// Every route of the route table loaded directly (typing the address, or F5) by a signed-in
// customer, not only reached by navigation: a page that builds itself differently on a full load
// must not crash (e.g. /blog/create's editor, read before it was mounted). routes.e2e.ts does
// the same signed out, in both languages. Pages for other roles answer the customer with their
// own screen (not allowed, not found), which must render too.
test('every route loads directly for a signed-in customer, without a crash or a console error', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInAt(page, request, '/dashboard', 'fr');
  const errors: string[] = [];
  page.on('console', (message) => {
    // An API answering 4xx to an example value (a booking number nobody has) is the page's normal case.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of pageRoutes) {
    await test.step(route.example, async () => {
      const response = await page.goto(route.example);
      expect(response?.status()).toBe(route.key === 'notFound' ? 404 : 200);
      if (route.key === 'bookService') {
        // The page opens the booking wizard at once (a modal dialog); closed, as a customer would, so
        // it does not come back on the next page.
        await page.getByRole('dialog').getByRole('button', { name: frBooking.actions.close, exact: true }).click();
      }
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
      expect(errors, `${route.example}: ${errors.join('\n')}`).toEqual([]);
    });
  }
  // The page that used to crash on a full load shows its editor.
  await page.goto('/blog/create');
  await expect(page.getByTestId('post-content-editor')).toBeVisible();
});
