import { formatWirePoints } from '@/lib/format-points';

interface Props {
  /** points */
  value: number;
  className?: string;
  testId?: string;
}

/** A profit or loss figure: positive green with a "+", negative red, zero plain (like wallet statement). */
export function SignedAmount({ value, className = '', testId }: Props) {
  const tone = value > 0 ? ' rp-up' : value < 0 ? ' rp-down' : '';
  return (
    <span className={`rp-num${tone}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {value > 0 ? `+${formatWirePoints(value)}` : formatWirePoints(value)}
    </span>
  );
}
