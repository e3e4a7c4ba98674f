// Where the activity chart prints its day labels: pure geometry from measured text widths, kept
// apart from the SVG so it can be tested. The cause of the "Nov 14Nov 26" defect (issue 24) was
// an edge label aligned to the right edge without counting that shift in the spacing.

export type LabelAnchor = 'start' | 'middle' | 'end';

/** One printed label, in the plot's pixels: the text's `x` and anchor as SVG takes them, and the span it covers. */
export interface AxisLabel {
  index: number;
  x: number;
  anchor: LabelAnchor;
  left: number;
  right: number;
}

export interface LabelLayoutInput {
  /** The centre of each bar, left to right. */
  centers: readonly number[];
  /** The measured width of each bar's label, same order. */
  widths: readonly number[];
  /** How far text may run: usually the plot, plus whatever margin is free below it. */
  min: number;
  max: number;
  /** The least space between two neighbouring labels. */
  gap: number;
}

/** A label centred under its bar, or aligned to the edge it would otherwise cross. */
function place(index: number, center: number, width: number, min: number, max: number): AxisLabel {
  if (center - width / 2 < min) return { index, x: min, anchor: 'start', left: min, right: min + width };
  if (center + width / 2 > max) return { index, x: max, anchor: 'end', left: max - width, right: max };
  return { index, x: center, anchor: 'middle', left: center - width / 2, right: center + width / 2 };
}

/**
 * Every n-th label counting back from the last (today), with n the smallest step at which no two
 * neighbours come closer than `gap` once edge labels are aligned to their edge. A narrow chart
 * or long labels (French dates) get a larger step; the last label is always printed.
 */
export function layoutAxisLabels({ centers, widths, min, max, gap }: LabelLayoutInput): AxisLabel[] {
  const count = Math.min(centers.length, widths.length);
  if (count === 0) return [];
  for (let step = 1; step < count; step += 1) {
    const labels: AxisLabel[] = [];
    for (let index = count - 1; index >= 0; index -= step) labels.unshift(place(index, centers[index]!, widths[index]!, min, max));
    if (labels.every((label, k) => k === 0 || label.left - labels[k - 1]!.right >= gap)) return labels;
  }
  return [place(count - 1, centers[count - 1]!, widths[count - 1]!, min, max)];
}
