import { axisScale, barLayout, niceMax, percentages } from './chart-scale';

describe('activity chart scale', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten, at least 1', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(250)).toBe(500);
  });

  it('steps by a round whole number and ends the axis on a step', () => {
    expect(axisScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(axisScale(3)).toEqual({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(axisScale(5)).toEqual({ max: 6, step: 2, ticks: [0, 2, 4, 6] });
    expect(axisScale(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(axisScale(11)).toEqual({ max: 15, step: 5, ticks: [0, 5, 10, 15] });
    expect(axisScale(250).ticks).toEqual([0, 100, 200, 300]);
  });

  it('scales bars to the axis, zero stays flat and a single booking stays visible', () => {
    const bars = barLayout([0, 1, 10], 10, 300, 100);
    expect(bars).toHaveLength(3);
    expect(bars[0]).toMatchObject({ height: 0, y: 100 });
    expect(bars[2]).toMatchObject({ height: 100, y: 0 });
    const tiny = barLayout([1, 500], 500, 900, 100);
    expect(tiny[0]!.height).toBe(2);
    // Bars sit side by side inside the plot.
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x + bars[0]!.width - 0.001);
    expect(bars[2]!.x + bars[2]!.width).toBeLessThanOrEqual(300);
  });
});

describe('status overview percentages', () => {
  it('add up to 100 exactly', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 0, 1, 0, 0])).toEqual([67, 0, 33, 0, 0]);
    const many = percentages([7, 3, 11, 5, 1]);
    expect(many.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('are all zero when there is nothing to share', () => {
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
  });
});
