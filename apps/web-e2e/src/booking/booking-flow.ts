import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import enBooking from '@hm/i18n/locales/en/booking.json' with { type: 'json' };
import enServices from '@hm/i18n/locales/en/services.json' with { type: 'json' };
import frBooking from '@hm/i18n/locales/fr/booking.json' with { type: 'json' };
import frServices from '@hm/i18n/locales/fr/services.json' with { type: 'json' };
import { e2eMailDir } from '../support/e2e-env.ts';
import { decodeQuotedPrintable } from '../support/mailbox.ts';
import type { Lang } from '../support/texts.ts';

export const bookingTexts = {
  en: { booking: enBooking, services: enServices },
  fr: { booking: frBooking, services: frServices },
} as const satisfies Record<Lang, unknown>;

/** What the catalogue (libs/catalog) calls the category and the sub-service these specs book. */
export const plumbing = {
  en: { name: 'Plumbing', subService: 'Leak repair', query: 'leak' },
  fr: { name: 'Plomberie', subService: 'Réparation de fuites', query: 'plomb' },
} as const satisfies Record<Lang, unknown>;

export const BOOKING_NUMBER = /^HM-\d{4}-\d{9}$/;

/** A date `days` after today in Montreal's time zone, as the date input takes it (YYYY-MM-DD). */
export function torontoDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

export function wizard(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The hero search on `/`: type, wait for the plumbing option, click it. */
export async function openPlumbingFromHero(page: Page, lang: Lang): Promise<void> {
  const { services } = bookingTexts[lang];
  const search = page.getByRole('combobox', { name: services.search.heroLabel });
  await search.fill(plumbing[lang].query);
  const option = page.getByRole('option', { name: new RegExp(plumbing[lang].name) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(
    wizard(page).getByRole('heading', { name: fill(bookingTexts[lang].booking.title.withService, { service: plumbing[lang].name }) }),
  ).toBeVisible();
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) => values[key] ?? match);
}

export async function next(page: Page, lang: Lang): Promise<void> {
  await wizard(page).getByRole('button', { name: bookingTexts[lang].booking.actions.next, exact: true }).click();
}

/** A free start time the wizard offered, as the API takes it (Montreal wall clock). */
export interface PickedSlot {
  date: string;
  time: string;
}

/** Step 1: the plumbing sub-service (the wizard is open on it). */
export async function chooseSubService(page: Page, lang: Lang): Promise<void> {
  const { booking } = bookingTexts[lang];
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: booking.steps.subService.title })).toBeFocused();
  await dialog.getByRole('radio', { name: new RegExp(plumbing[lang].subService) }).check();
  await next(page, lang);
}

/** Step 2: an address in `fsa` (by default a Montreal one that a plumber of the seed data serves). */
export async function fillAddress(page: Page, lang: Lang, fsa = 'H2X'): Promise<void> {
  const { booking } = bookingTexts[lang];
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: booking.steps.address.title })).toBeFocused();
  await dialog.getByRole('textbox', { name: booking.fields.address, exact: true }).fill('1234 rue Saint-Denis');
  await dialog.getByRole('textbox', { name: booking.fields.city, exact: true }).fill('Montréal');
  const postalCode = dialog.getByRole('textbox', { name: booking.fields.postalCode, exact: true });
  await postalCode.fill(`${fsa.toLowerCase()}1y4`);
  await postalCode.blur();
  await expect(postalCode).toHaveValue(`${fsa} 1Y4`);
}

/** The date step's group of days and the chosen day's group of free times. */
export function slotGroups(page: Page, lang: Lang): { days: Locator; times: Locator } {
  const { booking } = bookingTexts[lang];
  const dialog = wizard(page);
  return {
    days: dialog.getByRole('group', { name: booking.steps.dateTime.days, exact: true }),
    times: dialog.getByRole('group', { name: new RegExp(`^${booking.time.legend}`) }),
  };
}

/**
 * Step 3: a free day among the first ones offered, and a free time of it, both at random: each
 * booking holds a pro's time, and specs book side by side on one database, so two of them rarely
 * pick the same time. The radios are visually hidden inside their labels: click what users see.
 */
export async function pickFreeSlot(page: Page, lang: Lang, { fromDay = 0 }: { fromDay?: number } = {}): Promise<PickedSlot> {
  const { booking } = bookingTexts[lang];
  await expect(wizard(page).getByRole('heading', { name: booking.steps.dateTime.title })).toBeFocused();
  const { days, times } = slotGroups(page, lang);
  const free = days.getByRole('radio', { disabled: false });
  await expect(free.first()).toBeVisible();
  // Among five free days from the `fromDay`-th one offered (the last ones when fewer are free).
  const first = Math.max(0, Math.min(fromDay, (await free.count()) - 5));
  const day = free.nth(first + Math.floor(Math.random() * Math.min(5, (await free.count()) - first)));
  await day.locator('..').click();
  await expect(day).toBeChecked();
  const offered = times.getByRole('radio');
  await expect(offered.first()).toBeVisible();
  const time = offered.nth(Math.floor(Math.random() * (await offered.count())));
  await time.locator('..').click();
  await expect(time).toBeChecked();
  return { date: (await day.getAttribute('value')) ?? '', time: (await time.getAttribute('value')) ?? '' };
}

/** Steps 1 to 3: the sub-service, a Montreal address, a free time offered there. */
export async function fillServiceAddressDate(page: Page, lang: Lang): Promise<PickedSlot> {
  await chooseSubService(page, lang);
  await fillAddress(page, lang);
  await next(page, lang);
  return pickFreeSlot(page, lang);
}

interface MimePart {
  contentType: string;
  text: string;
}

function header(block: string, name: string): string | undefined {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

/** Every leaf part of a MIME message with its content type, text bodies decoded. */
function mimeParts(raw: string): MimePart[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const contentType = header(headers, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = (header(headers, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return [{ contentType: contentType.toLowerCase(), text }];
}

export interface BookingMail {
  file: string;
  to: string;
  parts: MimePart[];
}

async function findBookingMail(bookingNumber: string): Promise<BookingMail | undefined> {
  const files = (await readdir(e2eMailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  for (const name of files) {
    const file = join(e2eMailDir, name);
    const raw = await readFile(file, 'utf8');
    const parts = mimeParts(raw);
    if (!parts.some((part) => part.text.includes(bookingNumber))) continue;
    return { file, to: header(raw.split(/\r?\n\r?\n/, 1)[0] ?? '', 'To') ?? '', parts };
  }
  return undefined;
}

/** The confirmation mail of a booking, as the worker hands it to the SMTP catcher. */
export async function waitForBookingMail(bookingNumber: string): Promise<BookingMail> {
  let found: BookingMail | undefined;
  await expect
    .poll(async () => (found = await findBookingMail(bookingNumber)) !== undefined, {
      message: `a mail about ${bookingNumber} in ${e2eMailDir}`,
      timeout: 20_000,
      intervals: [250, 500, 1000],
    })
    .toBe(true);
  return found!;
}
