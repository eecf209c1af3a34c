import { formatDm } from '@lotto/domain/calendar-dates';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { formatPoints } from '@lotto/domain/money';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { BetForBar } from '@/components/orders/bet-for-bar';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { shortDate } from '@/lib/dates/display-dates';
import { BasketSection } from '../components/basket-section';
import { BetDatePicker } from '../components/bet-date-picker';
import { BetEntry } from '../components/bet-entry';
import { BetModeSection } from '../components/bet-mode-section';
import { PoolPicker } from '../components/pool-picker';
import { useBetForm } from '../hooks/use-bet-form';
import { useDrawDates } from '../hooks/use-draw-dates';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useRebet } from '../hooks/use-rebet';
import { availablePools } from '@lotto/domain/pools';
import { basketTotal } from '../lib/cart';
import { datesWithoutDraw, openPoolsByDate } from '../lib/draw-pools';
import { useCart } from '../lib/cart-store';
import { useToastClearance } from '@/lib/toast-clearance';
import { prefetchBettingSteps } from './steps';
import '../betting.css';

/** Home's "Bet for a customer" opens this screen with the customer picker open (issue 38). */
function pickCustomerOf(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { pickCustomer?: unknown }).pickCustomer === true
  );
}

/** Toasts keep clear of the keypad and the Bet bar (issue 38 item 5). */
const TOAST_CLEAR_OF = ['.bet-keypad', '.bet-bar'];

/** Normal betting (spec §2): pools, dates, pattern, bet mode, number and amounts, the basket. */
export function BettingRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { appType } = useAppConfig();
  const cart = useCart();
  useLeaveGuard();
  useRebet();
  useToastClearance(TOAST_CLEAR_OF);
  useEffect(() => {
    // the summary's and the success screen's code, once the form is first used (./steps.ts); a
    // basket kept from before may go to the summary at once
    if (cart.items.length > 0) prefetchBettingSteps();
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const touched = () => {
      for (const event of events) window.removeEventListener(event, touched, true);
      prefetchBettingSteps();
    };
    for (const event of events) window.addEventListener(event, touched, true);
    return () => {
      for (const event of events) window.removeEventListener(event, touched, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form opens
  }, []);
  const drawDates = useDrawDates(cart.dates);
  const betDates = drawDates.betDates;
  const openPools = openPoolsByDate(betDates.data);
  const form = useBetForm({
    appType,
    dates: cart.dates,
    openDates: betDates.data?.map((option) => option.fullDate),
    openPools,
  });

  function noDrawOn(code: Parameters<typeof datesWithoutDraw>[0]): string[] {
    return datesWithoutDraw(code, drawDates.selected, openPools).map((value) => {
      const iso = fromCompactDate(value);
      if (!iso) return value;
      // a basket date GetBetDates no longer offers shows its day and month only
      const offered = betDates.data?.some((option) => option.fullDate === value);
      return offered ? shortDate(iso, i18n.language) : formatDm(iso);
    });
  }

  function editLine(item: Parameters<typeof form.edit>[0]) {
    form.edit(item);
    document.getElementById('bet-entry')?.scrollIntoView?.({ block: 'center' });
  }

  function goToSummary() {
    if (cart.items.length === 0) {
      void showAlert({ type: 'error', message: t('errorCodes.EMPTY_BET_DESC') });
      return;
    }
    if (cart.dates.length === 0) {
      void showAlert({ type: 'error', message: t('betting.selectDate') });
      return;
    }
    void navigate('/betting/summary');
  }

  const total = basketTotal(cart);

  return (
    <Page titleKey="screens.betting">
      <BetForBar pickOnOpen={pickCustomerOf(location.state)} />
      <BetDatePicker
        options={betDates.data}
        loading={betDates.isPending}
        selected={drawDates.selected}
        offered={availablePools(appType)}
        onToggle={(option) =>
          void drawDates.toggle(option).then((changed) => {
            if (changed) form.clearError();
          })
        }
      />

      <BetModeSection
        group={form.group}
        pattern={form.pattern}
        onGroup={form.chooseGroup}
        onPattern={form.setPattern}
      />

      <PoolPicker
        pools={form.allowedPools}
        selected={form.pools}
        noDrawOn={noDrawOn}
        onToggle={form.togglePool}
      />

      <BetEntry form={form} />

      <BasketSection cart={cart} onEdit={editLine} editingId={form.editing?.id ?? null} />

      <div className="bet-bar">
        <div className="bet-bar__total">
          <span className="bet-bar__label">{t('betting.basket')}</span>
          <span className="bet-bar__amount">{cart.items.length}</span>
        </div>
        <button type="button" className="btn btn--primary bet-bar__button" onClick={goToSummary}>
          {t('betting.bet')} <span data-testid="basket-total">{formatPoints(total)}</span>
        </button>
      </div>
    </Page>
  );
}
