import { plainText } from '@lotto/domain/plain-text';
import { POOLS } from '@lotto/domain/pools';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';
import { formatWirePoints } from '@/lib/format-points';
import type { TicketListItem } from '@/lib/orders/get-ticket-list';
import { displayDate } from '@/lib/dates/display-dates';
import { PoolBadge } from '@/components/ui/pool-badge';

const pool = (code: string) => POOLS.find((candidate) => candidate.code === code);

/** A ticket's value as the list shows it: what it cost, so negative ("-6.00"). */
export function negativePoints(value: number): string {
  return value === 0 ? formatWirePoints(0) : `-${formatWirePoints(Math.abs(value))}`;
}

interface Props {
  items: TicketListItem[];
  /** Active tab: rows have a checkbox for the multi-cancel. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  /** Cancelled by the multi-cancel just now: red and no longer selectable (spec §4). */
  cancelled: ReadonlySet<string>;
  onToggle: (betId: string) => void;
  onOpen: (betId: string) => void;
}

export function TicketList({ items, selectable, selected, cancelled, onToggle, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="bh-list" aria-label={t('bettingHistory.list.title')}>
      {items.map((item) => {
        const isCancelled = cancelled.has(item.betId);
        return (
          <li
            key={item.betId}
            className={`bh-row${isCancelled ? ' bh-row--cancelled' : ''}`}
            data-testid="ticket-row"
            data-bet-id={item.betId}
          >
            {selectable && item.cancellable && (
              <label className="bh-row__check">
                <input
                  type="checkbox"
                  checked={!isCancelled && selected.has(item.betId)}
                  disabled={isCancelled}
                  aria-label={t('bettingHistory.list.select', { id: item.betId })}
                  onChange={() => onToggle(item.betId)}
                />
              </label>
            )}
            <button
              type="button"
              className="bh-row__main"
              title={t('bettingHistory.list.open', { id: item.betId })}
              onClick={() => onOpen(item.betId)}
            >
              {pool(item.pool) ? <PoolBadge pool={pool(item.pool)!} /> : <span>{item.pool}</span>}
              <span className="bh-row__info">
                <span className="bh-row__id">
                  #{item.betId}
                  {isCancelled && (
                    <StatusTag tone="cancelled">{t('bettingHistory.status.cancelled')}</StatusTag>
                  )}
                </span>
                {item.owner !== undefined && (
                  <span className="bh-row__owner" data-testid="ticket-owner">
                    {item.placedBy && item.placedBy !== item.owner
                      ? t('bettingHistory.list.ownerPlacedBy', { owner: item.owner, placer: item.placedBy })
                      : item.owner}
                  </span>
                )}
                {item.remark ? <span className="bh-row__meta">{plainText(item.remark)}</span> : null}
                <span className="bh-row__meta">{item.datetime}</span>
                <span className="bh-row__meta">
                  {t('bettingHistory.list.drawDate')}: {displayDate(item.drawDate)}
                </span>
              </span>
              <span className="bh-row__value" data-testid="ticket-value">
                {negativePoints(item.value)}
              </span>
              <RightOutline className="bh-row__chevron" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
