import type { CSSProperties } from 'react';

/**
 * A spinning ring drawn and animated by CSS alone (styles/app.css). The start-up splash and the
 * busy overlay are on every first screen: antd-mobile's SpinLoading would bring its animation
 * library (react-spring, about 16 KB compressed) into that first download.
 */
export function Spinner({ size = 32 }: { size?: number }) {
  return (
    <span className="spinner" aria-hidden="true" style={{ '--spinner-size': `${size}px` } as CSSProperties} />
  );
}
