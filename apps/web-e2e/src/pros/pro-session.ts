import { WEEKDAYS } from '@hm/contracts';
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { expect, newPerson, signInWithForm, test, useLanguage, type Person } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';
import { texts, type Lang } from '../support/texts.ts';

// The professional side of the pro specs: an approved plumber, a second browser context, sign-in.

/** A literal text as a regular expression. */
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A plumber: application, operator approval, password from the invitation link, then the service
 * areas of the profile (a pro sees only jobs their areas cover; H2X is where the specs book), and the
 * licence, membership and insurance plumbing requires, verified by the operator (`kindsToVerify`) — all
 * through the API.
 */
export async function approvedPlumber(
  request: APIRequestContext,
  lang: Lang,
  serviceAreaPrefixes: string[] = ['H2X'],
  kindsToVerify: readonly PlumberCredential[] = PLUMBER_CREDENTIALS,
): Promise<Person> {
  const person = newPerson({ firstName: 'Marc', lastName: `Plombier${Date.now().toString(36)}${randomInt(1000)}` });
  const applied = await request.post('/api/public/professionals', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: '+1 514 555 0142',
      serviceCategory: 'plumbing',
      locale: lang,
      website: '',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const admin = await accessTokenOf(request, SEED_ADMIN);
  const headers = { Authorization: `Bearer ${admin}` };
  const list = await request.get('/api/admin/professional-applications', { headers });
  const application = ((await list.json()) as { id: string; email: string }[]).find((item) => item.email === person.email.toLowerCase());
  expect(application).toBeDefined();
  const approved = await request.post(`/api/admin/professional-applications/${application!.id}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  const mail = await waitForMail(person.email, { subject: new RegExp(escape(texts[lang].mail.proInvitation.subject)) });
  const token = /\/pro\/welcome\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  const accepted = await request.post('/api/pro/invitations/accept', {
    data: { token: decodeURIComponent(token!), password: person.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { accessToken } = (await accepted.json()) as { accessToken: string };
  const profile = await request.put('/api/pro/profile', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      phone: '+1 514 555 0142',
      categories: ['plumbing'],
      serviceAreaPrefixes,
      bioFr: null,
      bioEn: null,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  // The widest week a pro may set, every day 07:00–21:00: the specs' jobs keep their pro on any weekday.
  const schedule = await request.put('/api/pro/schedule', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '07:00', end: '21:00' }]])), daysOff: [] },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  // Plumbing needs a verified RBQ licence, CMMTQ membership and insurance (docs/verified-trades.md):
  // the pro enters them, the operator verifies each.
  const proHeaders = { Authorization: `Bearer ${accessToken}` };
  const userId = ((await (await request.get('/api/pro/profile', { headers: proHeaders })).json()) as { userId: string }).userId;
  await enterCredentials(request, accessToken, kindsToVerify);
  for (const kind of kindsToVerify) await verifyCredential(request, admin, userId, kind);
  return person;
}

/** Credentials of a plumber, in the formats the API takes; the insurance runs a year. */
const SAMPLE_CREDENTIALS = {
  rbq: { number: '5678-1234-01', subclasses: ['15.5'], expiresOn: null },
  cmmtq: { number: '40123', expiresOn: null },
  insurance: {
    insurer: 'Intact Assurance',
    policyNumber: 'RC-2026-0042',
    coverageCents: 200_000_000,
    expiresOn: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
  },
} as const;
export type PlumberCredential = keyof typeof SAMPLE_CREDENTIALS;
export const PLUMBER_CREDENTIALS: readonly PlumberCredential[] = ['rbq', 'cmmtq', 'insurance'];

/** The pro (their access token) enters each of `kinds`. */
export async function enterCredentials(
  request: APIRequestContext,
  accessToken: string,
  kinds: readonly PlumberCredential[],
): Promise<void> {
  for (const kind of kinds) {
    const saved = await request.put(`/api/pro/credentials/${kind}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: SAMPLE_CREDENTIALS[kind],
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/** An operator (their access token) verifies one credential of the pro `userId`. */
export async function verifyCredential(request: APIRequestContext, admin: string, userId: string, kind: string): Promise<void> {
  const verified = await request.post(`/api/admin/pros/${userId}/credentials/${kind}/review`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { decision: 'verified' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

export async function signIn(page: Page, lang: Lang, person: Person, path: string): Promise<void> {
  await useLanguage(page, lang);
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, lang, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`), { timeout: 10_000 });
}

export async function newPage(browser: Browser, options: { timezoneId?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    baseURL: test.info().project.use.baseURL,
    viewport: test.info().project.use.viewport ?? null,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  return context.newPage();
}
