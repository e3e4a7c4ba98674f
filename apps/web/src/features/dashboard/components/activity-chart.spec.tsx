import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { DashboardActivityView, Language } from '@hm/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { estimateTextWidth } from '../text-width';
import { ActivityChart } from './activity-chart';

// jsdom lays nothing out: the chart's box is given a width here, and a resize is played through
// the ResizeObserver the chart registers. Text is not measured in jsdom (no canvas), so the chart
// uses estimateTextWidth, which the overlap check below uses too.

const view: DashboardActivityView = {
  days: 30,
  points: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, count: (i * 7) % 5 })),
};

let boxWidth = 0;
const observers: Array<() => void> = [];
const realRect = HTMLElement.prototype.getBoundingClientRect;

beforeEach(() => {
  HTMLElement.prototype.getBoundingClientRect = function () {
    return { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: boxWidth, width: boxWidth, height: 0, toJSON: () => ({}) } as DOMRect;
  };
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      observers.push(() => this.callback([], this));
    }
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
  observers.length = 0;
});

/** The printed day labels and the span each covers, from their x and anchor. */
function dayLabels() {
  return screen.getAllByTestId('activity-chart-day').map((label) => {
    const x = Number(label.getAttribute('x'));
    const width = estimateTextWidth(label.textContent ?? '', Number(label.getAttribute('font-size')));
    const anchor = label.getAttribute('text-anchor');
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    return { text: label.textContent, left, right: left + width };
  });
}

function expectNoOverlap(labels: ReturnType<typeof dayLabels>) {
  for (let k = 1; k < labels.length; k += 1) expect(labels[k]!.left).toBeGreaterThan(labels[k - 1]!.right);
}

async function renderChart(language: Language, width: number) {
  boxWidth = width;
  fakeApi(() => ({ status: 200, body: view }));
  await renderApp(<ActivityChart id="activity" />, { language, route: '/dashboard' });
  await screen.findByTestId('activity-chart');
}

describe('the activity chart', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`thins its day labels when its box narrows, without overlap (${language})`, async () => {
      await renderChart(language, 1024);
      // Drawn at the box's own width: text keeps its size instead of scaling with the drawing.
      expect(screen.getByTestId('activity-chart').getAttribute('viewBox')).toBe('0 0 1024 240');
      const wide = dayLabels();
      expectNoOverlap(wide);

      boxWidth = 320;
      act(() => observers.forEach((notify) => notify()));
      expect(screen.getByTestId('activity-chart').getAttribute('viewBox')).toBe('0 0 320 240');
      const narrow = dayLabels();
      expectNoOverlap(narrow);
      expect(narrow.length).toBeLessThan(wide.length);
      expect(narrow.length).toBeGreaterThanOrEqual(3);
      // Today (the last day) keeps its label, inside the drawing.
      expect(narrow.at(-1)!.text).toBe(language === 'fr' ? '30 nov.' : 'Nov 30');
      expect(narrow.at(-1)!.right).toBeLessThanOrEqual(320 - 32);
    });
  }
});
