import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type TouchEvent } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { isRotating, swipeStep, wrapIndex } from './carousel-rules';

export interface CarouselOptions {
  /** Number of slides (or of groups of slides). */
  count: number;
  /** Time each slide stays before the next one. */
  intervalMs: number;
  /** Minimum horizontal finger move that changes slide; no swiping when absent. */
  swipeThresholdPx?: number;
}

export interface Carousel {
  index: number;
  count: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** True while the slides change by themselves. */
  rotating: boolean;
  /** The visitor stopped rotation with the pause button (WCAG 2.2.2). */
  stoppedByUser: boolean;
  toggleStopped: () => void;
  /** Whether rotation would run at all (several slides, no reduced-motion preference). */
  canRotate: boolean;
  /** Spread on the element that wraps the slides and the controls. */
  containerProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
    onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
  };
  /**
   * Spread on the element whose content changes: screen readers are not interrupted while
   * the slides turn by themselves, and hear the new slide when the visitor changes it.
   */
  liveProps: { 'aria-live': 'off' | 'polite'; 'aria-atomic': true };
}

/**
 * The one carousel behaviour of the site (tagline, promo banner, reviews): rotates on a
 * timer, pauses while hovered or focused, never moves by itself for visitors who ask for
 * reduced motion, can be stopped, and is steered with arrow keys, buttons, dots and swipes.
 */
export function useCarousel({ count, intervalMs, swipeThresholdPx }: CarouselOptions): Carousel {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // The count changes with the layout (groups of 3 on desktop): stay within it.
  const index = count > 0 ? rawIndex % count : 0;
  const rotating = isRotating({ count, reducedMotion, hovered, focused, stoppedByUser });

  const goTo = useCallback((target: number) => setIndex(target), []);
  const next = useCallback(() => setIndex((current) => wrapIndex(current % Math.max(count, 1), 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current % Math.max(count, 1), -1, count)), [count]);

  // Restarted on every change of slide, so a slide chosen by hand gets its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs, next]);

  const containerProps: Carousel['containerProps'] = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
    onKeyDown: (event) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    },
  };
  if (swipeThresholdPx !== undefined) {
    containerProps.onTouchStart = (event) => {
      const touch = event.touches[0];
      touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    containerProps.onTouchEnd = (event) => {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y, swipeThresholdPx);
      if (step === 1) next();
      else if (step === -1) previous();
    };
  }

  return {
    index,
    count,
    goTo,
    next,
    previous,
    rotating,
    stoppedByUser,
    toggleStopped: () => setStoppedByUser((value) => !value),
    canRotate: count > 1 && !reducedMotion,
    containerProps,
    liveProps: { 'aria-live': rotating ? 'off' : 'polite', 'aria-atomic': true },
  };
}
