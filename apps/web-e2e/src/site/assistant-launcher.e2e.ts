import enProApp from '@hm/i18n/locales/en/proApp.json' with { type: 'json' };
import frProApp from '@hm/i18n/locales/fr/proApp.json' with { type: 'json' };
import type { Locator, Page } from '@playwright/test';
import { expect, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { texts, type Lang } from '../support/texts.ts';
import { chooseSubService, openPlumbingFromHero, wizard } from '../booking/booking-flow.ts';

// The assistant's button never lies over a control (issue 24, docs/assistant.md): on a phone it
// sits in the header, from 1280 px it floats in the corner the page's column leaves free. On pages
// with forms, the wizard and the pro app with its bottom tabs, scrolled to the top and to the
// bottom, nothing a person could tap is under it: the points of the button that are on top are
// probed again with the button hidden, and none finds a control.

const proAppTexts = { fr: frProApp, en: enProApp } as const satisfies Record<Lang, unknown>;
/** The seeded professional (libs/server/db/src/seed/demo-users.ts). */
const SEED_PRO = { email: 'pro@homemate.local', password: 'Pro12345!' } as const;

/** The window and every scrolled box in it (the wizard's body) to their top or their bottom. */
async function scrollEverything(page: Page, to: 'top' | 'bottom'): Promise<void> {
  await page.evaluate(async (where) => {
    const boxes = Array.from(document.querySelectorAll('*')).filter(
      (element) => element.scrollHeight > element.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(element).overflowY),
    );
    for (const box of [document.scrollingElement!, ...boxes]) box.scrollTop = where === 'top' ? 0 : box.scrollHeight;
    // Sticky and fixed parts settle on the next frames.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, to);
}

/** What a person could tap that the launcher covers now, described; empty when nothing. */
async function controlsUnder(launcher: Locator): Promise<{ onTop: number; covered: string[] }> {
  return launcher.evaluate((button: HTMLElement) => {
    const CONTROL =
      'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="option"], [contenteditable="true"]';
    const box = button.getBoundingClientRect();
    const points: [number, number][] = [];
    for (let i = 0; i <= 8; i += 1) {
      for (let j = 0; j <= 8; j += 1) points.push([box.left + 1 + ((box.width - 2) * i) / 8, box.top + 1 + ((box.height - 2) * j) / 8]);
    }
    // Where something else is on top of the launcher (a dialog), the launcher covers nothing.
    const onTop = points.filter(([x, y]) => button.contains(document.elementFromPoint(x, y)));
    const visibility = button.style.visibility;
    button.style.visibility = 'hidden';
    const covered = new Set<string>();
    for (const [x, y] of onTop) {
      const control = document.elementFromPoint(x, y)?.closest(CONTROL);
      if (control)
        covered.add(
          `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('name') || '').trim().slice(0, 40)}"`,
        );
    }
    button.style.visibility = visibility;
    return { onTop: onTop.length, covered: [...covered] };
  });
}

/**
 * At the top and at the bottom of the page: the launcher shown covers no control. When `reachable`
 * (no dialog over the page), it is also on top and named, so a person can tap it.
 */
async function expectNothingCovered(page: Page, lang: Lang, where: string, { reachable = true } = {}): Promise<void> {
  // Found by its mark, not its role: under a dialog the page outside it leaves the accessibility tree.
  const launcher = page.locator('[data-assistant-launcher]').filter({ visible: true });
  await expect(launcher).toHaveCount(1);
  if (reachable) await expect(launcher).toHaveAccessibleName(texts[lang].nav.assistant.open);
  for (const to of ['top', 'bottom'] as const) {
    await scrollEverything(page, to);
    const { onTop, covered } = await controlsUnder(launcher);
    expect(covered, `${where}, scrolled to the ${to}`).toEqual([]);
    if (reachable) expect(onTop, `${where}, scrolled to the ${to}: the button can be tapped`).toBeGreaterThan(0);
  }
}

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  test(`the assistant's button covers no field on the sign-in, sign-up and contact forms (${lang})`, async ({ page, isMobile }) => {
    await useLanguage(page, lang);
    for (const path of ['/login', '/signup', '/contact']) {
      await page.goto(path);
      await expect(page.locator('form').first()).toBeVisible();
      await expectNothingCovered(page, lang, path);
    }
    // On a phone it is one of the header's buttons, not a layer over the page.
    if (isMobile) await expect(page.getByRole('banner').getByRole('button', { name: texts[lang].nav.assistant.open })).toBeVisible();
  });

  test(`the assistant's button covers nothing of the booking wizard (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/');
    await expectNothingCovered(page, lang, 'the landing page');
    await openPlumbingFromHero(page, lang);
    // The wizard is a dialog over the page: the button may be under it, never over its controls.
    await expectNothingCovered(page, lang, 'the wizard, step 1', { reachable: false });
    await chooseSubService(page, lang);
    await expect(wizard(page).getByRole('textbox').first()).toBeVisible();
    await expectNothingCovered(page, lang, 'the wizard, address step', { reachable: false });
  });

  test(`the assistant's button covers neither the pro app's forms nor its tabs (${lang})`, async ({ page, isMobile }) => {
    await useLanguage(page, lang);
    await page.goto('/login?returnTo=%2Fpro');
    await signInWithForm(page, lang, SEED_PRO.email, SEED_PRO.password);
    await expect(page).toHaveURL(/\/pro$/);
    const nav = page.getByRole('navigation', { name: proAppTexts[lang].nav.label });
    for (const path of ['/pro', '/pro/jobs', '/pro/earnings', '/pro/profile', '/pro/profile/availability']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNothingCovered(page, lang, path);
      // On a phone, every tab of the bottom bar is whole and on top: nothing floats over it.
      if (!isMobile) continue;
      const tabs = nav.filter({ visible: true }).getByRole('link');
      await expect(tabs).toHaveCount(4);
      for (const to of ['bottom', 'top'] as const) {
        await scrollEverything(page, to);
        for (const tab of await tabs.all()) {
          const covered = await tab.evaluate((link) => {
            const box = link.getBoundingClientRect();
            // Inside the rounded corners, which hit testing leaves out.
            const points: [number, number][] = [0.2, 0.5, 0.8].flatMap((fx) =>
              [0.2, 0.5, 0.8].map((fy): [number, number] => [box.left + box.width * fx, box.top + box.height * fy]),
            );
            return points.some(([x, y]) => !link.contains(document.elementFromPoint(x, y)));
          });
          expect(covered, `${path}, scrolled to the ${to}: the tab ${await tab.textContent()} is covered`).toBe(false);
        }
      }
    }
  });
}
