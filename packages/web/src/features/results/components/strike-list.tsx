import { PRIZE_NAMES, PRIZE_TIERS } from '@lotto/domain/package-rates';
import { poolById } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';
import { displayCompactDate } from '@/lib/dates/display-dates';
import { formatWirePoints } from '@/lib/format-points';
import type { StrikeItem } from '../api/get-strike-report';

/** The translated prize name ("1st Prize" -> prizes.1st); an unknown name is shown as sent. */
function usePrizeName() {
  const { t } = useTranslation();
  return (prizeName: string) => {
    const tier = PRIZE_TIERS.find((candidate) => PRIZE_NAMES[candidate] === prizeName);
    return tier ? t(`prizes.${tier}`) : prizeName;
  };
}

interface MetaProps {
  label: string;
  value: string;
  testId: string;
  /** takes the whole row (free text) */
  wide?: boolean;
}

function Meta({ label, value, testId, wide = false }: MetaProps) {
  return (
    <div className={`rs-strike__meta${wide ? ' rs-strike__meta--wide' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The winning bets of strike history (spec §2): pool, number, bet type, prize, stake, win. */
export function StrikeList({ items }: { items: StrikeItem[] }) {
  const { t } = useTranslation();
  const prizeName = usePrizeName();
  return (
    <ul className="rs-strikes" aria-label={t('results.strike.list')}>
      {items.map((item) => {
        const pool = poolById(item.poolId);
        return (
          <li key={item.id} className="rs-strike" data-testid="strike-row" data-strike-id={item.id}>
            <div className="rs-strike__head">
              {pool ? <PoolBadge pool={pool} /> : <span className="rs-strike__pool">{item.poolId}</span>}
              <div className="rs-strike__main">
                <span className="rs-strike__number" data-testid="strike-number">
                  {item.betNumber}
                </span>
                <span className="rs-strike__tags">
                  <span className="rs-tag rs-tag--type" data-testid="strike-bet-type">
                    {item.betType}
                  </span>
                  <span className="rs-tag rs-tag--prize" data-testid="strike-prize">
                    {prizeName(item.prizeName)}
                  </span>
                </span>
              </div>
              <div className="rs-strike__win">
                <span className="rs-strike__win-label">{t('results.strike.win')}</span>
                <span className="rs-strike__win-value" data-testid="strike-win">
                  +{formatWirePoints(item.totalWin)}
                </span>
              </div>
            </div>
            <dl className="rs-strike__details">
              <Meta
                label={t('results.strike.stake')}
                value={formatWirePoints(item.stock)}
                testId="strike-stake"
              />
              <Meta label={t('results.strike.ticket')} value={`#${item.betId}`} testId="strike-ticket" />
              <Meta
                label={t('results.drawDate')}
                value={displayCompactDate(item.drawDate)}
                testId="strike-draw-date"
              />
              {item.remark ? (
                <Meta label={t('results.strike.remark')} value={item.remark} testId="strike-remark" wide />
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
