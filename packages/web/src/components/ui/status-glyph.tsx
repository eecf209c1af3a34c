/** The mark inside each status disc, drawn in white on a 24-unit grid. */
const MARKS = {
  success: <path d="M7 12.5l3.2 3.2L17 9" />,
  error: <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />,
  info: <path d="M12 11v6M12 7.5v.1" />,
  warning: <path d="M12 7v6M12 16.5v.1" />,
  question: <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.7M12 17v.1" />,
};

export type StatusGlyphKind = keyof typeof MARKS;

/**
 * A filled disc of the current colour with a white mark: the toasts' and alerts' status icons.
 * antd-mobile-icons' *CircleFill glyphs were 1.3-1.9 KB of path data each, five of them in the
 * entry that every screen, /login first, downloads (docs/performance.md, issue 45). Decorative:
 * the toast's or alert's text says what happened.
 */
export function StatusGlyph({ kind }: { kind: StatusGlyphKind }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{ verticalAlign: '-0.125em' }}
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <g fill="none" stroke="#fff" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
        {MARKS[kind]}
      </g>
    </svg>
  );
}
