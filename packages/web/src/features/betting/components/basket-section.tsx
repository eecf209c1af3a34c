import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { Cart, CartItem } from '../lib/cart';
import { cartActions } from '../lib/cart-store';
import { useClosedDraws } from '../hooks/use-closed-draws';
import { CartItemCard } from './cart-item-card';

interface Props {
  cart: Cart;
  /** puts a line back in the form */
  onEdit: (item: CartItem) => void;
  /** the id of the line in the form, if one is being edited */
  editingId: string | null;
}

/** The basket: its tickets (each can be edited or deleted), then phone and remark. */
export function BasketSection({ cart, onEdit, editingId }: Props) {
  const { t } = useTranslation();
  const closed = useClosedDraws(cart);
  return (
    <section className="card bet-section" aria-labelledby="bet-basket-title">
      <h2 id="bet-basket-title" className="bet-section__title">
        {t('betting.basket')} ({cart.items.length})
      </h2>
      {cart.items.length === 0 ? (
        <p className="empty-text">{t('betting.basketEmpty')}</p>
      ) : (
        <ul className="cart-list">
          {cart.items.map((item) => (
            <CartItemCard
              key={item.id}
              item={item}
              dates={cart.dates}
              onDelete={() => cartActions.removeItem(item.id)}
              onEdit={() => onEdit(item)}
              editing={item.id === editingId}
              closed={closed.get(item.id)}
            />
          ))}
        </ul>
      )}
      {cart.items.length > 0 && cart.dates.length === 0 && (
        <p className="bet-hint">{t('betting.selectDate')}</p>
      )}
      <div className="bet-contact">
        <TextField
          label={t('betting.phone')}
          value={cart.phone}
          onValueChange={(value) => cartActions.setPhone(value)}
          inputMode="tel"
          maxLength={40}
          autoComplete="off"
        />
        <TextField
          label={t('betting.remark')}
          value={cart.remark}
          onValueChange={(value) => cartActions.setRemark(value)}
          maxLength={200}
          autoComplete="off"
        />
      </div>
    </section>
  );
}
