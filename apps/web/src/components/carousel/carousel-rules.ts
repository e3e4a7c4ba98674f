// Pure rules of the shared carousel, apart so that they are unit-tested.

/** The slide after (`step` 1) or before (-1) `index`, wrapping around. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Where a horizontal swipe goes (50 px threshold on phones): 1 for the next slide
 * (finger moved left), -1 for the previous one, 0 when the move was too short or mostly vertical.
 */
export function swipeStep(dx: number, dy: number, threshold: number): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Auto-rotation runs only when nobody is reading or steering the carousel. */
export function isRotating(state: {
  count: number;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  stoppedByUser: boolean;
}): boolean {
  return state.count > 1 && !state.reducedMotion && !state.hovered && !state.focused && !state.stoppedByUser;
}
