import type { ReactNode } from 'react';

export interface SummaryBadge {
  key: string;
  label: string;
  value: ReactNode;
}

interface Props {
  label: string;
  /** a line above the badges, e.g. the date range the figures cover */
  caption?: ReactNode;
  badges: SummaryBadge[];
}

/** The totals of a report as labelled badges, two or three to a row. */
export function SummaryBadges({ label, caption, badges }: Props) {
  return (
    <section className="card rp-summary" aria-label={label}>
      {caption && <p className="rp-summary__caption">{caption}</p>}
      <dl className={`rp-badges rp-badges--${badges.length}`}>
        {badges.map((badge) => (
          <div key={badge.key} className="rp-badge" data-testid={`badge-${badge.key}`}>
            <dt className="rp-badge__label">{badge.label}</dt>
            <dd className="rp-badge__value">{badge.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
