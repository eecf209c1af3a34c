import { PRIZE_NAMES, PRIZE_TIERS } from '@lotto/domain/package-rates';
import { isPoolCode, poolByCode } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';
import { displayCompactDate } from '@/lib/dates/display-dates';
import { formatWirePoints } from '@/lib/format-points';
import type { WinningItem } from '../api/get-winning-report';

interface Props {
  items: WinningItem[];
  /** the caller: its own wins need no name, a downline's do */
  me: string | undefined;
}

/**
 * One card per winning bet, in the look of strike history (components/ui/win-list.css): pool
 * letter, number, bet type, prize, the win in green; then the winner (when it is not the caller),
 * stake, ticket and draw date.
 */
export function WinningList({ items, me }: Props) {
  const { t } = useTranslation();
  // "1st Prize" -> prizes.1st; a name the app does not know is shown as sent
  const prizeName = (name: string) => {
    const tier = PRIZE_TIERS.find((candidate) => PRIZE_NAMES[candidate] === name);
    return tier ? t(`prizes.${tier}`) : name;
  };
  return (
    <ul className="rs-strikes" aria-label={t('winning.list')}>
      {items.map((item) => {
        return (
          <li key={item.id} className="rs-strike" data-testid="winning-row">
            <div className="rs-strike__head">
              {isPoolCode(item.pool) ? (
                <PoolBadge pool={poolByCode(item.pool)} />
              ) : (
                <span className="rs-strike__pool">{item.poolShortCode}</span>
              )}
              <div className="rs-strike__main">
                <span className="rs-strike__number" data-testid="winning-number">
                  {item.number}
                </span>
                <span className="rs-strike__tags">
                  <span className="rs-tag rs-tag--type" data-testid="winning-bet-type">
                    {item.betType}
                  </span>
                  <span className="rs-tag rs-tag--prize" data-testid="winning-prize">
                    {prizeName(item.prizeName)}
                  </span>
                </span>
              </div>
              <div className="rs-strike__win">
                <span className="rs-strike__win-label">{t('winning.win')}</span>
                <span className="rs-strike__win-value" data-testid="winning-win">
                  +{formatWirePoints(item.win)}
                </span>
              </div>
            </div>
            <dl className="rs-strike__details">
              {item.username !== me && (
                <div className="rs-strike__meta rs-strike__meta--wide wn-player">
                  <dt>{t('winning.player')}</dt>
                  <dd data-testid="winning-username">{item.username}</dd>
                </div>
              )}
              <div className="rs-strike__meta">
                <dt>{t('winning.stake')}</dt>
                <dd data-testid="winning-stake">{formatWirePoints(item.stake)}</dd>
              </div>
              <div className="rs-strike__meta">
                <dt>{t('winning.ticket')}</dt>
                <dd data-testid="winning-ticket">#{item.ticketId}</dd>
              </div>
              <div className="rs-strike__meta">
                <dt>{t('winning.drawDate')}</dt>
                <dd data-testid="winning-draw-date">{displayCompactDate(item.drawDate)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
