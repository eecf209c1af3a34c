import { OutlineIcon } from './outline-icon';

/*
 * The first screen's glyphs, drawn on OutlineIcon's grid. antd-mobile-icons' UserOutline,
 * LockOutline, GlobalOutline and CloseOutline are 1.8-2.4 KB of path data each: 2.3 KiB over the
 * wire of the JavaScript /login fetched before it was usable (e2e/js-budget.spec.ts; see
 * docs/performance.md, issue 45). These are a few dozen bytes each.
 */

export function UserGlyph() {
  return (
    <OutlineIcon strokeWidth={1.6}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </OutlineIcon>
  );
}

export function LockGlyph() {
  return (
    <OutlineIcon strokeWidth={1.6}>
      <rect x="4.5" y="10" width="15" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </OutlineIcon>
  );
}

export function GlobeGlyph() {
  return (
    <OutlineIcon strokeWidth={1.6}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </OutlineIcon>
  );
}

export function CloseGlyph() {
  return (
    <OutlineIcon>
      <path d="M6 6l12 12M18 6L6 18" />
    </OutlineIcon>
  );
}
