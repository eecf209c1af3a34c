import { useEffect, useState, type RefObject } from 'react';

/** Lines drawn above and below the part of the editor in sight: a fling shows no gap. */
const OVERSCAN = 12;
/** The range moves by whole blocks of lines, so a scroll of a few pixels renders nothing. */
const BLOCK = 8;

export interface LineRange {
  /** 1-based, inclusive */
  first: number;
  last: number;
}

/**
 * The editor's lines in or near the window's sight (issue 38 item 7): the editor grows with its
 * text and the page scrolls, so a note far above or below the screen need not be drawn on every
 * keystroke. Measured on scroll and resize (one frame at most) and when the line count changes,
 * never in the keystroke itself. `null` until measured, or when nothing is laid out (all lines).
 */
export function useVisibleLines(
  layer: RefObject<HTMLElement | null>,
  lineCount: number,
  lineHeight = 26,
  padTop = 10,
): LineRange | null {
  const [range, setRange] = useState<LineRange | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = layer.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      if (box.height === 0) return setRange(null);
      const above = Math.floor((-box.top - padTop) / lineHeight);
      const below = Math.ceil((window.innerHeight - box.top - padTop) / lineHeight);
      const first = Math.max(1, Math.floor((above - OVERSCAN) / BLOCK) * BLOCK + 1);
      const last = Math.max(first, Math.ceil((below + OVERSCAN) / BLOCK) * BLOCK);
      setRange((old) => (old?.first === first && old.last === last ? old : { first, last }));
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    soon();
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [layer, lineCount, lineHeight, padTop]);
  return range;
}
