import type { Page } from '@playwright/test';
import { accessTokenOf } from '../support/api-calls.ts';
import { createBooking } from '../reservations/reservation-api.ts';
import { expect, signedInAt, test, useLanguage } from '../support/accounts.ts';

// Accessibility: visible focus everywhere. Tab through a page from the top until the focus comes
// back around, and require of every element it lands on a focus indicator: an outline or a
// box-shadow that its unfocused state does not have (computed styles, focused vs unfocused).

/** How far up an indicator may be drawn for the focused element (card around a stretched button, label of a hidden radio). */
const ANCESTORS = 3;

interface FocusStop {
  description: string;
  indicator: boolean;
  detail: string;
}

/** Remembers how every focusable element looks without the focus, before any Tab. */
async function recordUnfocusedStyles(page: Page): Promise<void> {
  await page.evaluate((ANCESTORS) => {
    const ancestorsOf = (element: Element): Element[] => {
      const found: Element[] = [];
      for (let node = element.parentElement; node && found.length < ANCESTORS; node = node.parentElement) found.push(node);
      return found;
    };
    const store = new Map<Element, { outline: string; shadow: string }>();
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    for (const element of Array.from(document.querySelectorAll(selector))) {
      for (const target of [element, ...ancestorsOf(element)]) {
        const style = getComputedStyle(target);
        store.set(target, { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, shadow: style.boxShadow });
      }
    }
    (window as unknown as { __unfocused: typeof store }).__unfocused = store;
  }, ANCESTORS);
}

/** What the focus is on now, and whether it shows (on itself or on a close ancestor). */
async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate((ANCESTORS) => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const store = (window as unknown as { __unfocused: Map<Element, { outline: string; shadow: string }> }).__unfocused;
    const shows = (target: Element): string | null => {
      const style = getComputedStyle(target);
      const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      const hasOutline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
      const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      const before = store.get(target);
      if (hasOutline && (!before || before.outline !== outline)) return `outline ${outline}`;
      if (hasShadow && (!before || before.shadow !== style.boxShadow)) return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const rect = active.getBoundingClientRect();
    const visible = rect.width > 1 && rect.height > 1;
    const own = visible ? shows(active) : null;
    // Or on a close ancestor: a card ringed when the button stretched over it has the focus, the
    // label of a visually hidden radio button.
    let onAncestor: string | null = null;
    for (let node = active.parentElement, depth = 0; node && depth < ANCESTORS && !onAncestor; node = node.parentElement, depth += 1) {
      if (store.has(node)) onAncestor = shows(node);
    }
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const description = `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}${active.getAttribute('type') ? ` type=${active.getAttribute('type')}` : ''}> "${name}"`;
    const style = getComputedStyle(active);
    const before = store.get(active);
    const states = `focused: outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, box-shadow ${style.boxShadow}; unfocused: outline ${before?.outline ?? '?'}, box-shadow ${before?.shadow ?? '?'}`;
    return {
      description,
      indicator: Boolean(own ?? onAncestor),
      detail: own ?? onAncestor ?? `no focus indicator (${visible ? states : 'not visible on screen'})`,
    };
  }, ANCESTORS);
}

/** Tabs from the top of the page until the focus wraps around; returns every stop without an indicator. */
async function stopsWithoutIndicator(page: Page, limit = 200): Promise<string[]> {
  await recordUnfocusedStyles(page);
  const missing: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    // Styles that transition (a card's ring) are sampled on the next frames, not at the focus event.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const stop = await focusStop(page);
    if (!stop) {
      if (stops > 0) break; // back to the document: the whole page has been walked
      continue;
    }
    const id = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement & { __a11yStop?: number };
      const window_ = window as unknown as { __stopCount?: number };
      active.__a11yStop ??= window_.__stopCount = (window_.__stopCount ?? 0) + 1;
      return String(active.__a11yStop);
    });
    if (seen.has(id)) break; // wrapped around
    seen.add(id);
    stops += 1;
    if (!stop.indicator) missing.push(`${stop.description}: ${stop.detail}`);
  }
  expect(stops, 'Tab reaches something on the page').toBeGreaterThan(3);
  return missing;
}

test.describe('visible focus', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const path of ['/', '/login'] as const) {
    test(`every element Tab reaches on ${path} shows the focus`, async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await stopsWithoutIndicator(page)).toEqual([]);
    });
  }

  test('every element Tab reaches on /dashboard shows the focus', async ({ page, request }) => {
    const person = await signedInAt(page, request, '/dashboard', 'en');
    // With a booking, so its card and links are on the page too.
    await createBooking(request, await accessTokenOf(request, person), 4);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await stopsWithoutIndicator(page)).toEqual([]);
  });
});
