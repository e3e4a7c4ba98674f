import { isRotating, swipeStep, wrapIndex } from './carousel-rules';

describe('wrapIndex', () => {
  it('moves forward and wraps after the last slide', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });

  it('moves back and wraps before the first slide', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 3)).toBe(0);
  });

  it('stays at 0 with no slides', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('goes to the next slide after a left swipe of at least the threshold', () => {
    expect(swipeStep(-50, 0, 50)).toBe(1);
    expect(swipeStep(-120, 10, 50)).toBe(1);
  });

  it('goes to the previous slide after a right swipe', () => {
    expect(swipeStep(60, 5, 50)).toBe(-1);
  });

  it('ignores short moves and vertical scrolling', () => {
    expect(swipeStep(-49, 0, 50)).toBe(0);
    expect(swipeStep(-60, 200, 50)).toBe(0);
  });
});

describe('isRotating', () => {
  const idle = { count: 3, reducedMotion: false, hovered: false, focused: false, stoppedByUser: false };

  it('rotates when nobody interacts', () => {
    expect(isRotating(idle)).toBe(true);
  });

  it.each(['reducedMotion', 'hovered', 'focused', 'stoppedByUser'] as const)('stops while %s', (flag) => {
    expect(isRotating({ ...idle, [flag]: true })).toBe(false);
  });

  it('does not rotate a single slide', () => {
    expect(isRotating({ ...idle, count: 1 })).toBe(false);
  });
});
