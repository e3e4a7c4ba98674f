// Numbers behind the activity chart and the status overview, kept apart from the SVG so
// they can be tested: a round axis maximum, evenly spaced ticks, bar geometry, and
// percentages that add up to exactly 100.

/** The smallest "round" number (1, 2, 5 × 10^n) at or above `value`; at least 1. */
export function niceMax(value: number): number {
  if (!Number.isFinite(value) || value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) {
    const candidate = step * magnitude;
    if (candidate >= value) return candidate;
  }
  return 10 * magnitude;
}

export interface AxisScale {
  /** The top of the axis: a whole number of steps, at or above the largest value. */
  max: number;
  step: number;
  /** 0, step, 2 × step … max. */
  ticks: number[];
}

/**
 * A y-axis for counts: a round step (1, 2, 5 × 10^n, never a fraction of a booking) giving at
 * most `maxTicks` intervals, and a top that is a whole number of steps (0-2-4-6-8, not 0-2-4-5).
 * An all-zero series still gets an axis from 0 to 1.
 */
export function axisScale(largest: number, maxTicks = 4): AxisScale {
  const top = Math.max(1, Number.isFinite(largest) ? largest : 0);
  const step = niceMax(top / Math.max(1, maxTicks));
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return { max, step, ticks };
}

export interface BarGeometry {
  x: number;
  width: number;
  /** From the top of the plot area. */
  y: number;
  height: number;
}

/**
 * One bar per value across `plotWidth`, heights scaled to `axisMax` over `plotHeight`.
 * A non-zero count always gets at least `minVisible` pixels so a single booking on a 90-day
 * chart still shows.
 */
export function barLayout(
  values: readonly number[],
  axisMax: number,
  plotWidth: number,
  plotHeight: number,
  minVisible = 2,
): BarGeometry[] {
  if (values.length === 0) return [];
  const slot = plotWidth / values.length;
  const gap = Math.min(slot * 0.2, 4);
  const width = Math.max(1, slot - gap);
  return values.map((value, index) => {
    const ratio = axisMax > 0 ? Math.min(value, axisMax) / axisMax : 0;
    const height = value > 0 ? Math.max(minVisible, ratio * plotHeight) : 0;
    return { x: index * slot + gap / 2, width, y: plotHeight - height, height };
  });
}

/**
 * Whole percentages of `total` for each count that add up to 100 (largest remainder), so a
 * legend never reads 33 + 33 + 33. All zero when the total is zero.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + Math.max(0, count), 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (Math.max(0, count) / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}
