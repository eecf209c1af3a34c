import type { ReactNode } from 'react';
import './status-tag.css';

export type StatusTone = 'active' | 'cancelled' | 'failed';

interface Props {
  tone: StatusTone;
  children: ReactNode;
  'data-testid'?: string;
}

/** A ticket status as a small coloured pill: green active, red cancelled, grey failed. */
export function StatusTag({ tone, children, 'data-testid': testId }: Props) {
  return (
    <span className={`bh-tag bh-tag--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
