import type { ReactNode } from 'react';

/**
 * A glyph of our own where antd-mobile-icons has none, or only a heavy one: drawn on a 24-unit
 * grid with round strokes of the current colour, sized like theirs (1em). Decorative: the control
 * that holds it carries the name.
 */
export function OutlineIcon({ children, strokeWidth = 2 }: { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
