import { checkCredit } from '@lotto/domain/normal-bet';
import { formatPoints, parsePoints, toPoints, type Cents } from '@lotto/domain/money';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { BetForBar } from '@/components/orders/bet-for-bar';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { useMyCredit } from '@/lib/account/get-my-credit';
import type { BetSuccessState } from '@/lib/orders/receipt';
import { errorMessage, insufficientCreditText } from '@/lib/error-message';
import { usePlaceOrder } from '@/lib/orders/use-place-order';
import { useBetFor } from '@/lib/orders/bet-for';
import { useCustomers } from '@/lib/orders/get-customers';
import { CartItemCard } from '../components/cart-item-card';
import { SummaryDates } from '../components/summary-dates';
import { useClosedDraws } from '../hooks/use-closed-draws';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useToastClearance } from '@/lib/toast-clearance';
import { basketTotal, orderCart } from '../lib/cart';
import { cartActions, getCart, useCart } from '../lib/cart-store';
import '../betting.css';

/** Toasts keep clear of the total and the Confirm button (issue 38 item 5). */
const TOAST_CLEAR_OF = ['.summary-total', '.summary-actions'];

/** Betting summary (spec §2): the basket, delete one or all, Add more bet, total, Confirm bet. */
export function SummaryRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const credit = useMyCredit();
  // An agent's order for a customer: the customer's credit decides (the server checks it again).
  const betFor = useBetFor();
  const customers = useCustomers(betFor.forUsername !== null);
  const customer = customers.data?.customers.find((c) => c.username === betFor.forUsername);
  useLeaveGuard();
  useToastClearance(TOAST_CLEAR_OF);
  const total = basketTotal(cart);
  const closed = useClosedDraws(cart);

  const order = usePlaceOrder();

  async function confirmBet() {
    const current = getCart();
    if (current.items.length === 0) {
      void showAlert({ type: 'error', message: t('errorCodes.EMPTY_BET_DESC') });
      return;
    }
    if (current.dates.length === 0) {
      void showAlert({ type: 'error', message: t('betting.selectDate') });
      return;
    }
    // A draw closed since the line was added: the line says which; the server would refuse it all.
    const firstClosed = [...closed.values()][0]?.[0];
    if (firstClosed) {
      void showAlert({ type: 'error', message: firstClosed });
      return;
    }
    // The credit checked is the owner's: the customer's when the order is for one (issue 38).
    const points = betFor.forUsername ? customer?.creditLeft : credit.data?.creditLeft;
    const creditLeft = points === undefined ? null : parsePoints(points);
    const orderTotal = basketTotal(current);
    if (creditLeft?.ok && !checkCredit(orderTotal, creditLeft.value).ok) {
      const message = insufficientCreditText(t, {
        balance: toPoints(creditLeft.value),
        order: toPoints(orderTotal),
        short: toPoints((orderTotal - creditLeft.value) as Cents),
      });
      void showAlert({ type: 'error', message });
      return;
    }
    try {
      const forUsername = betFor.forUsername;
      const receipt = await order.place(
        { mode: 'normal', cart: orderCart(current), forUsername },
        { total: orderTotal },
      );
      if (!receipt) return; // the first tap's order is on its way, or the user did not confirm it
      cartActions.reset();
      const state: BetSuccessState = forUsername ? { receipt, owner: forUsername } : { receipt };
      void navigate('/bet-success', { replace: true, state });
    } catch (error) {
      void showAlert({ type: 'error', message: errorMessage(t, error, 'errorCodes.FAILED_TO_PLACE_BET') });
    }
  }

  async function deleteAll() {
    const confirmed = await showAlert({ type: 'confirm', message: t('betting.summary.deleteAllConfirm') });
    if (confirmed) cartActions.clearItems();
  }

  const empty = cart.items.length === 0;

  return (
    <Page titleKey="screens.bettingSummary">
      <BetForBar />
      <section className="card bet-section" aria-labelledby="summary-dates-title">
        <h2 id="summary-dates-title" className="bet-section__title">
          {t('betting.drawDates')}
        </h2>
        {cart.dates.length > 0 ? (
          <SummaryDates dates={cart.dates} />
        ) : (
          <p className="bet-hint">{t('betting.selectDate')}</p>
        )}
      </section>

      <section className="card bet-section" aria-labelledby="summary-items-title">
        <div className="bet-section__head">
          <h2 id="summary-items-title" className="bet-section__title">
            {t('betting.summary.tickets')} ({cart.items.length})
          </h2>
          {!empty && (
            <button type="button" className="bet-link-button" onClick={() => void deleteAll()}>
              {t('betting.summary.deleteAll')}
            </button>
          )}
        </div>
        {empty ? (
          <p className="empty-text" data-testid="summary-empty">
            {t('errorCodes.EMPTY_BET_DESC')}
          </p>
        ) : (
          <ul className="cart-list">
            {cart.items.map((item) => (
              <CartItemCard
                key={item.id}
                item={item}
                dates={cart.dates}
                onDelete={() => cartActions.removeItem(item.id)}
                closed={closed.get(item.id)}
              />
            ))}
          </ul>
        )}
        {(cart.phone || cart.remark) && (
          <dl className="summary-contact">
            {cart.phone && (
              <>
                <dt>{t('betting.phone')}</dt>
                <dd>{cart.phone}</dd>
              </>
            )}
            {cart.remark && (
              <>
                <dt>{t('betting.remark')}</dt>
                <dd>{cart.remark}</dd>
              </>
            )}
          </dl>
        )}
        <div className="summary-total">
          <span>{t('betting.total')}</span>
          <strong data-testid="summary-total">{formatPoints(total)}</strong>
        </div>
      </section>

      <div className="summary-actions">
        <button type="button" className="btn btn--ghost" onClick={() => void navigate('/betting')}>
          {t('betting.summary.addMore')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={empty || order.isPending}
          aria-busy={order.isPending}
          onClick={() => void confirmBet()}
        >
          {order.isPending ? t('betting.summary.sending') : t('betting.summary.confirmBet')}
        </button>
      </div>
    </Page>
  );
}
