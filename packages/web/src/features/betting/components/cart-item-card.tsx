import { formatPoints } from '@lotto/domain/money';
import { poolById } from '@lotto/domain/pools';
import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { itemTotal, type CartDate, type CartItem } from '../lib/cart';
import { PoolBadge } from '@/components/ui/pool-badge';

interface Props {
  item: CartItem;
  dates: readonly CartDate[];
  onDelete: () => void;
  /** Edit puts the line back in the form (issue 17.6); without it the line can only be deleted */
  onEdit?: (() => void) | undefined;
  /** this line is the one in the form now */
  editing?: boolean;
  /** its draws that have closed, said on the line before Confirm (issue 38 item 4) */
  closed?: readonly string[] | undefined;
}

/** One basket line: number, pattern, pools, bet types with amounts, its total, delete. */
export function CartItemCard({ item, dates, onDelete, onEdit, editing = false, closed }: Props) {
  const { t } = useTranslation();
  return (
    <li
      className={`cart-item${editing ? ' cart-item--editing' : ''}${closed?.length ? ' cart-item--closed' : ''}`}
      data-testid="cart-item"
    >
      <div className="cart-item__main">
        <div className="cart-item__head">
          <span className="cart-item__number">{item.number}</span>
          <span className="cart-item__tag">{item.pattern}</span>
          <span className="cart-item__tag cart-item__tag--group">{item.type}</span>
        </div>
        <div className="cart-item__pools">
          {item.poolList.map((id) => {
            const pool = poolById(id);
            return pool ? <PoolBadge key={id} pool={pool} size="small" /> : null;
          })}
        </div>
        <ul className="cart-item__amounts" aria-label={t('betting.amounts')}>
          {item.betType.map((entry) => (
            <li key={entry.shortCode}>
              <span className="cart-item__type">{entry.shortCode}</span> {entry.amount}
            </li>
          ))}
        </ul>
        {closed?.map((text) => (
          <p key={text} className="cart-item__closed" data-testid="cart-item-closed">
            {text}
          </p>
        ))}
      </div>
      <div className="cart-item__side">
        <span className="cart-item__total-label">{t('betting.lineTotal')}</span>
        <span className="cart-item__total" data-testid="cart-item-total">
          {formatPoints(itemTotal(item, dates))}
        </span>
        <div className="cart-item__actions">
          {onEdit && (
            <button
              type="button"
              className="cart-item__edit"
              aria-label={t('betting.editTicket', { number: item.number })}
              aria-pressed={editing}
              onClick={onEdit}
            >
              <EditSOutline />
            </button>
          )}
          <button
            type="button"
            className="cart-item__delete"
            aria-label={t('betting.deleteTicket', { number: item.number })}
            onClick={onDelete}
          >
            <DeleteOutline />
          </button>
        </div>
      </div>
    </li>
  );
}
