import { describe, expect, it } from '@jest/globals';
import type { Language } from '@hm/contracts';
import { layoutAxisLabels, type AxisLabel } from './chart-labels';
import { barLayout } from './chart-scale';
import { formatShortDay } from './format';
import { estimateTextWidth } from './text-width';

const GAP = 12;

/** `days` days ending on 2026-11-26, as the chart's axis writes them. */
function dayTexts(days: number, language: Language): string[] {
  const end = Date.UTC(2026, 10, 26);
  return Array.from({ length: days }, (_, i) =>
    formatShortDay(new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10), language),
  );
}

/** The chart's geometry at a drawing `width` px wide (margins 32 left, 8 right), with 12 px text. */
function layoutAt(width: number, texts: string[]): AxisLabel[] {
  const plotW = width - 40;
  const bars = barLayout(
    texts.map(() => 1),
    1,
    plotW,
    100,
  );
  return layoutAxisLabels({
    centers: bars.map((bar) => bar.x + bar.width / 2),
    widths: texts.map((text) => estimateTextWidth(text, 12)),
    min: -32,
    max: plotW + 8,
    gap: GAP,
  });
}

function expectApartAndInside(labels: AxisLabel[], min: number, max: number) {
  labels.forEach((label, k) => {
    expect(label.left).toBeGreaterThanOrEqual(min - 1e-9);
    expect(label.right).toBeLessThanOrEqual(max + 1e-9);
    if (k > 0) expect(label.left - labels[k - 1]!.right).toBeGreaterThanOrEqual(GAP);
  });
}

describe('the activity chart day labels', () => {
  it('prints every label centred under its bar when they all fit', () => {
    const labels = layoutAxisLabels({ centers: [50, 150, 250], widths: [40, 40, 40], min: 0, max: 300, gap: GAP });
    expect(labels.map((label) => [label.index, label.anchor, label.x])).toEqual([
      [0, 'middle', 50],
      [1, 'middle', 150],
      [2, 'middle', 250],
    ]);
  });

  it('counts the shift of a label aligned to the edge (the "Nov 14Nov 26" collision)', () => {
    // The last bar's label would cross the right edge: aligned to it, it moves 20 px left, so a
    // neighbour 55 px away would touch it; the next step is taken instead.
    const centers = [45, 100, 155, 210, 265, 290];
    const labels = layoutAxisLabels({ centers, widths: centers.map(() => 50), min: 0, max: 300, gap: GAP });
    expect(labels.at(-1)).toMatchObject({ index: 5, anchor: 'end', x: 300, left: 250 });
    expectApartAndInside(labels, 0, 300);
    expect(labels.map((label) => label.index)).toEqual([1, 3, 5]);
  });

  it('always prints the last day, alone when even two labels cannot fit', () => {
    const labels = layoutAxisLabels({ centers: [10, 20, 30], widths: [200, 200, 200], min: 0, max: 40, gap: GAP });
    expect(labels.map((label) => label.index)).toEqual([2]);
    expect(layoutAxisLabels({ centers: [], widths: [], min: 0, max: 10, gap: GAP })).toEqual([]);
  });

  it('never overlaps nor leaves the drawing, from 320 px to 1440 px, in French and English, for 7, 30 and 90 days', () => {
    for (const language of ['fr', 'en'] as const) {
      for (const days of [7, 30, 90]) {
        const texts = dayTexts(days, language);
        for (let width = 300; width <= 1440; width += 10) {
          const labels = layoutAt(width, texts);
          expect(labels.at(-1)!.index).toBe(days - 1);
          expectApartAndInside(labels, -32, width - 40 + 8);
        }
      }
    }
  });

  it('thins the labels on a narrow chart and for the longer French dates', () => {
    const en = dayTexts(30, 'en');
    const fr = dayTexts(30, 'fr');
    expect(fr[0]!.length).toBeGreaterThan(en[0]!.length);
    const narrow = layoutAt(320, en).length;
    const wide = layoutAt(1024, en).length;
    expect(narrow).toBeLessThan(wide);
    expect(narrow).toBeGreaterThanOrEqual(3);
    expect(layoutAt(1440, en).length).toBeGreaterThanOrEqual(wide);
    expect(layoutAt(1440, dayTexts(7, 'fr'))).toHaveLength(7);
    expect(layoutAt(360, fr).length).toBeLessThanOrEqual(layoutAt(360, en).length);
  });
});
