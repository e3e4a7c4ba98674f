import type { Browser, Locator, Page } from '@playwright/test';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage, type Person } from '../support/accounts.ts';
import { fill, texts, type Lang } from '../support/texts.ts';
import { accessTokenOf, adminTransition, SEED_ADMIN, seededProfessionalId } from '../support/api-calls.ts';
import { createBooking, dashboardTexts } from './dashboard-api.ts';

// And the dashboard's main journey: its counts and list come from the
// server, search/sort/filter live in the URL, and a change made elsewhere (the operator,
// another device of the same customer) shows on every open dashboard without a reload.

/** The figure on a stat card ('stat-total', 'stat-pending', …). */
function stat(page: Page, key: string): Locator {
  return page.getByTestId(`stat-${key}`).getByTestId('stat-value');
}

async function expectCounts(page: Page, counts: Record<string, number>, timeout?: number): Promise<void> {
  for (const [key, value] of Object.entries(counts)) await expect(stat(page, key)).toHaveText(String(value), { timeout });
}

/** The booking numbers in the list, top to bottom (table on a desktop, cards on a phone). */
async function listedNumbers(page: Page): Promise<string[]> {
  const section = page.locator('section#bookings');
  return section.getByRole('link', { name: /^HM-\d{4}-\d{9}$/ }).allTextContents();
}

async function signInTo(page: Page, lang: Lang, person: Person, path = '/dashboard'): Promise<void> {
  await useLanguage(page, lang);
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, lang, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A second browser (another device of the same customer), coming from an address of its own like the first. */
async function secondDevice(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
    extraHTTPHeaders: { 'x-forwarded-for': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
  });
  return { context, page: await context.newPage() };
}

for (const lang of ['en', 'fr'] as const satisfies Lang[]) {
  test(`dashboard counts, search, sort, card filter and live updates on two devices (${lang})`, async ({
    page,
    request,
    browser,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const t = dashboardTexts[lang];
    const person = newPerson();
    await createAccount(request, person, lang);
    const token = await accessTokenOf(request, person);
    const zoe = await createBooking(request, token, 'Zoé', 3);
    const albert = await createBooking(request, token, 'Albert', 5, { email: 'pro@homemate.local' });
    const marie = await createBooking(request, token, 'Marie', 9);
    const adminToken = await accessTokenOf(request, SEED_ADMIN);
    await adminTransition(request, adminToken, albert.bookingNumber, {
      action: 'assign',
      professionalId: await seededProfessionalId(request, adminToken),
    });

    await signInTo(page, lang, person);
    await expect(page.getByRole('heading', { level: 1, name: fill(t.welcome, { firstName: person.firstName }) })).toBeVisible();
    await expectCounts(page, {
      total: 3,
      pending: 2,
      confirmed: 1,
      in_progress: 0,
      completed: 0,
      cancelled: 0,
      assigned: 1,
      unassigned: 2,
    });
    await expect(page.getByTestId('list-count')).toHaveText(fill(t.list.count_other, { count: '3' }));
    // Newest first by default.
    expect(await listedNumbers(page)).toEqual([marie.bookingNumber, albert.bookingNumber, zoe.bookingNumber]);
    await expect(page.getByTestId('activity-chart')).toBeVisible();

    // Search by booking number, server-side, once typing settles; the URL keeps it.
    const search = page.getByRole('searchbox', { name: t.list.searchLabel });
    await search.fill(albert.bookingNumber.toLowerCase());
    await expect(page.getByTestId('list-count')).toHaveText(fill(t.list.countFiltered_one, { count: '1' }));
    expect(await listedNumbers(page)).toEqual([albert.bookingNumber]);
    await expect(page).toHaveURL(/[?&]q=hm-/);
    await page.getByRole('button', { name: t.list.clearFilters }).click();
    await expect(page.getByTestId('list-count')).toHaveText(fill(t.list.count_other, { count: '3' }));

    // Sort by name: ascending first, a second click descending.
    if (isMobile) {
      await page.getByRole('combobox', { name: t.list.sortLabel }).selectOption('customerName');
    } else {
      await page.getByRole('button', { name: t.list.columns.customerName, exact: true }).click();
      await expect(page.getByRole('columnheader', { name: t.list.columns.customerName })).toHaveAttribute('aria-sort', 'ascending');
    }
    await expect.poll(() => listedNumbers(page)).toEqual([albert.bookingNumber, marie.bookingNumber, zoe.bookingNumber]);
    if (isMobile) await page.getByRole('button', { name: fill(t.list.toggleDirection, { direction: t.list.ascending }) }).click();
    else await page.getByRole('button', { name: t.list.columns.customerName, exact: true }).click();
    await expect.poll(() => listedNumbers(page)).toEqual([zoe.bookingNumber, marie.bookingNumber, albert.bookingNumber]);
    // Descending is the default direction, so only the column stays in the URL.
    await expect(page).toHaveURL(/\/dashboard\?sort=customerName$/);

    // A stat card's View link filters the list; a reload keeps the filter.
    await page.getByRole('link', { name: fill(t.stats.viewLabel, { name: t.stats.pending }) }).click();
    await expect(page).toHaveURL(/status=pending/);
    await expect.poll(() => listedNumbers(page)).toEqual([zoe.bookingNumber, marie.bookingNumber]);
    await page.reload();
    await expect(page.getByRole('combobox', { name: t.list.statusLabel })).toHaveValue('pending');
    await expect.poll(() => listedNumbers(page)).toEqual([zoe.bookingNumber, marie.bookingNumber]);
    await page.getByRole('link', { name: t.stats.viewAllLabel }).click();
    await expect.poll(() => listedNumbers(page)).toHaveLength(3);

    // The inline timeline of a row opens under it and closes again.
    await page.getByRole('button', { name: fill(t.list.timelineLabel, { number: albert.bookingNumber }) }).click();
    const timeline = page.getByRole('region', { name: fill(t.list.timelineRegion, { number: albert.bookingNumber }) });
    await expect(timeline).toBeVisible();
    await expect(timeline.getByRole('list').first()).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: t.list.closeTimeline }).click();
    await expect(timeline).toHaveCount(0);

    // The same customer on a second device, dashboard open too.
    const other = await secondDevice(browser, isMobile);
    try {
      await signInTo(other.page, lang, person);
      await expectCounts(other.page, { total: 3, pending: 2, cancelled: 0 });
      // Proof that nothing reloads: this mark would not survive a navigation.
      for (const tab of [page, other.page]) await tab.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

      // The operator cancels one: both dashboards follow within about a second.
      await adminTransition(request, adminToken, marie.bookingNumber, { action: 'cancel' });
      for (const tab of [page, other.page]) await expectCounts(tab, { total: 3, pending: 1, cancelled: 1, unassigned: 1 }, 3_000);

      // The customer books again from the second device: the first one's list and counts grow.
      const late = await createBooking(other.context.request, await accessTokenOf(other.context.request, person), 'Béatrice', 12);
      await expectCounts(page, { total: 4, pending: 2 }, 3_000);
      await expect(page.getByTestId('list-count')).toHaveText(fill(t.list.count_other, { count: '4' }), { timeout: 3_000 });
      await expect.poll(() => listedNumbers(page), { timeout: 3_000 }).toContain(late.bookingNumber);
      for (const tab of [page, other.page])
        expect(await tab.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    } finally {
      await other.context.close();
    }
  });

  test(`a new customer sees the empty states and the way to book (${lang})`, async ({ page, request }) => {
    const t = dashboardTexts[lang];
    const person = newPerson();
    await createAccount(request, person, lang);
    await signInTo(page, lang, person);
    await expectCounts(page, { total: 0, pending: 0 });
    const list = page.locator('section#bookings');
    await expect(list.getByText(t.list.emptyTitle)).toBeVisible();
    await expect(page.getByRole('region', { name: t.chart.title }).getByText(t.chart.empty)).toBeVisible();
    await expect(page.getByRole('region', { name: t.overview.title }).getByText(t.overview.empty)).toBeVisible();
    const book = list.getByRole('link', { name: t.list.emptyAction });
    await expect(book).toHaveAttribute('href', '/book-service');
  });

  test(`signed out, /dashboard sends to sign in and back (${lang})`, async ({ page, request }) => {
    const t = dashboardTexts[lang];
    const { auth } = texts[lang];
    const person = newPerson();
    await createAccount(request, person, lang);
    await useLanguage(page, lang);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    await expect(page.getByText(auth.login.authRequiredTitle)).toBeVisible();
    await expect(page.getByText(auth.login.authRequiredDashboard)).toBeVisible();
    await signInWithForm(page, lang, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: fill(t.welcome, { firstName: person.firstName }) })).toBeVisible();
  });
}
