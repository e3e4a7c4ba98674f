import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementBox {
  /** The element's width in CSS pixels. */
  width: number;
  /** Its computed font-family, for measuring text drawn inside it. */
  fontFamily: string;
}

/**
 * The width of `ref`'s element, kept current as it resizes (ResizeObserver), read before the
 * browser paints; null until measured and wherever nothing is laid out (a zero width).
 */
export function useElementBox(ref: RefObject<HTMLElement | null>): ElementBox | null {
  const [box, setBox] = useState<ElementBox | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const width = element.getBoundingClientRect().width;
      const fontFamily = getComputedStyle(element).fontFamily;
      setBox((current) =>
        width <= 0 ? null : current?.width === width && current.fontFamily === fontFamily ? current : { width, fontFamily },
      );
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
