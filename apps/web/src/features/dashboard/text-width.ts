// Label widths for the chart's axis (chart-labels.ts), measured in the font the page uses.

/**
 * A generous width where text cannot be measured (no canvas, as in jsdom): 0.65 em a character,
 * wider than the average of the digits and letters of common sans-serif fonts, so an estimate
 * thins labels a little more than needed rather than letting them touch.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.65;
}

let context: OffscreenCanvasRenderingContext2D | null | undefined;

/** Each text's width in CSS pixels at `fontSize` in `fontFamily`, measured on a canvas where the browser has one. */
export function measureTextWidths(texts: readonly string[], fontSize: number, fontFamily: string): number[] {
  if (context === undefined) context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  const canvas = context;
  if (!canvas || !fontFamily) return texts.map((text) => estimateTextWidth(text, fontSize));
  canvas.font = `${fontSize}px ${fontFamily}`;
  return texts.map((text) => canvas.measureText(text).width);
}
