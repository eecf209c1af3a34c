import { AMOUNT_MAX_CHARS, validateNormalBet, type BetValidationError } from '@lotto/domain/normal-bet';
import { BET_GROUP_CODES, BET_GROUPS, type BetGroupCode, type BetTypeCode } from '@lotto/domain/bet-types';
import { formatPoints } from '@lotto/domain/money';
import { PATTERN_CODES, type PatternCode } from '@lotto/domain/patterns';
import { POOLS, poolByCode, type PoolCode } from '@lotto/domain/pools';
import { ticketTotal } from '@lotto/domain/totals';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { TextField } from '@/components/ui/text-field';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useBetDates, type BetDateOption } from '@/lib/orders/get-bet-dates';
import { BetDatePicker } from '../components/bet-date-picker';
import { CartItemCard } from '../components/cart-item-card';
import { NumericKeypad } from '../components/numeric-keypad';
import { PoolPicker } from '../components/pool-picker';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useRebet } from '../hooks/use-rebet';
import { basketTotal, betTypeName, cartDate, isoDate, randomId, type CartItem } from '../lib/cart';
import { cartActions, getCart, useCart } from '../lib/cart-store';
import { applyKey, keyFromKeyboard, type KeypadKey } from '../lib/keypad';
import { poolsFor } from '../lib/pools-for';
import '../betting.css';

type Field = 'number' | BetTypeCode;

interface FormError {
  message: string;
  field?: Field | 'drawDates' | 'pools' | undefined;
}

/** Normal betting (spec §2): pools, dates, pattern, bet mode, number and amounts, the basket. */
export function BettingRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appType } = useAppConfig();
  const cart = useCart();
  const betDates = useBetDates();
  useLeaveGuard();
  useRebet();

  const [group, setGroup] = useState<BetGroupCode | null>(null);
  const [pattern, setPattern] = useState<PatternCode>('NORMAL');
  const [chosenPools, setChosenPools] = useState<PoolCode[]>([]);
  const [number, setNumber] = useState('');
  const [amounts, setAmounts] = useState<Partial<Record<BetTypeCode, string>>>({});
  const [focus, setFocus] = useState<Field>('number');
  const [error, setError] = useState<FormError | null>(null);

  const allowedPools = useMemo(() => poolsFor(appType, group), [appType, group]);
  const pools = useMemo(
    () =>
      POOLS.filter((pool) => chosenPools.includes(pool.code) && allowedPools.includes(pool)).map(
        (p) => p.code,
      ),
    [chosenPools, allowedPools],
  );
  const betTypes = group ? BET_GROUPS[group].betTypes : [];
  const fields: Field[] = ['number', ...betTypes];
  const selectedDates = cart.dates.map((date) => date.value);

  // Draws close at their cut-off: dates no longer offered leave the basket.
  useEffect(() => {
    if (!betDates.data) return;
    const open = new Set(betDates.data.map((option) => option.fullDate));
    const kept = cart.dates.filter((date) => open.has(date.value));
    if (kept.length !== cart.dates.length) {
      cartActions.setDates(kept);
      toast.warning(t('betting.datesClosed'));
    }
  }, [betDates.data, cart.dates, t]);

  const input = group && {
    group,
    number,
    pattern,
    amounts,
    drawDates: cart.dates.map((date) => isoDate(date.value)),
    pools,
  };
  const openDates = betDates.data?.map((option) => isoDate(option.fullDate));
  const context = { appType, ...(openDates ? { openDates } : {}) };
  const preview = input ? validateNormalBet(input, context) : null;

  async function toggleDate(option: BetDateOption) {
    const values = new Set(selectedDates);
    if (values.has(option.fullDate)) values.delete(option.fullDate);
    else values.add(option.fullDate);
    const next = (betDates.data ?? []).filter((o) => values.has(o.fullDate)).map(cartDate);
    const current = getCart();
    if (current.items.length > 0 && current.dates.length > 0) {
      const confirmed = await showAlert({
        type: 'confirm',
        message: t('betting.BET_DATE_CHANGE_DESC', {
          dates: next.map((date) => date.date).join(', ') || t('betting.noDates'),
        }),
      });
      if (!confirmed) return;
    }
    setError(null);
    cartActions.setDates(next);
  }

  function togglePool(code: PoolCode) {
    setError(null);
    setChosenPools((current) =>
      current.includes(code) ? current.filter((c) => c !== code) : [...current, code],
    );
  }

  function chooseGroup(code: BetGroupCode) {
    setGroup(code);
    setAmounts({});
    setNumber((current) => current.slice(0, BET_GROUPS[code].numberLength));
    setFocus('number');
    setError(null);
  }

  function press(key: KeypadKey) {
    setError(null);
    if (key === 'next') {
      const index = fields.indexOf(focus);
      setFocus(fields[(index + 1) % fields.length] ?? 'number');
      return;
    }
    if (focus === 'number') {
      const maxLength = group ? BET_GROUPS[group].numberLength : 6;
      setNumber((value) => applyKey(value, key, { maxLength, allowDot: false }));
    } else {
      const field = focus;
      setAmounts((current) => ({
        ...current,
        [field]: applyKey(current[field] ?? '', key, { maxLength: AMOUNT_MAX_CHARS, allowDot: true }),
      }));
    }
  }

  function describe(problem: BetValidationError): FormError {
    if (problem.code === 'INVALID_POOL' && pools.length === 0) {
      return { message: t('betting.selectPool'), field: 'pools' };
    }
    const base = t(`errorCodes.${problem.code}`);
    const field: FormError['field'] =
      problem.betType ?? (problem.field === 'amounts' ? undefined : problem.field);
    return { message: problem.betType ? `${base} (${problem.betType})` : base, field };
  }

  function addTicket() {
    if (!group || !input) {
      setError({ message: t('betting.selectBetMode') });
      return;
    }
    const result = validateNormalBet(input, context);
    if (!result.ok) {
      const problem = describe(result.error);
      setError(problem);
      if (problem.field === 'number' || (problem.field && betTypes.includes(problem.field as BetTypeCode))) {
        setFocus(problem.field as Field);
      }
      return;
    }
    const line = result.ticket.lines[0]!;
    const item: CartItem = {
      id: randomId(),
      number,
      pattern,
      type: group,
      betType: betTypes
        .filter((code) => line.amounts[code] !== undefined)
        .map((code) => ({ name: betTypeName(code), shortCode: code, amount: (amounts[code] ?? '').trim() })),
      poolList: pools.map((code) => poolByCode(code).id),
      poolShortCodes: pools.map((code) => poolByCode(code).letter),
    };
    cartActions.addItems([item]);
    setError(null);
    setNumber('');
    setFocus('number');
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

  function fieldProps(field: Field, label: string) {
    return {
      readOnly: true,
      inputMode: 'none' as const,
      'aria-label': label,
      'aria-invalid': error?.field === field,
      className: `bet-field__input${focus === field ? ' bet-field__input--active' : ''}${
        error?.field === field ? ' bet-field__input--invalid' : ''
      }`,
      onFocus: () => setFocus(field),
      onClick: () => setFocus(field),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const key = keyFromKeyboard(event.key);
        if (!key || event.altKey || event.ctrlKey || event.metaKey) return;
        if (key === 'next' && event.key === 'Tab') return; // let Tab move the focus itself
        event.preventDefault();
        press(key);
      },
    };
  }

  const total = basketTotal(cart);

  return (
    <Page titleKey="screens.betting">
      <BetDatePicker
        options={betDates.data}
        loading={betDates.isPending}
        selected={selectedDates}
        onToggle={(option) => void toggleDate(option)}
      />

      <section className="card bet-section" aria-labelledby="bet-mode-title">
        <h2 id="bet-mode-title" className="bet-section__title">
          {t('betting.betMode')}
        </h2>
        <div className="bet-segmented" role="group" aria-label={t('betting.betMode')}>
          {BET_GROUP_CODES.map((code) => (
            <button
              key={code}
              type="button"
              className={`bet-segmented__item${group === code ? ' bet-segmented__item--active' : ''}`}
              aria-pressed={group === code}
              onClick={() => chooseGroup(code)}
            >
              {code}
            </button>
          ))}
        </div>
        {!group && <p className="bet-hint">{t('betting.selectBetMode')}</p>}
        <h3 className="bet-section__subtitle">{t('betting.pattern')}</h3>
        <div className="bet-patterns" role="group" aria-label={t('betting.pattern')}>
          {PATTERN_CODES.map((code) => (
            <button
              key={code}
              type="button"
              className={`bet-pattern${pattern === code ? ' bet-pattern--active' : ''}`}
              aria-pressed={pattern === code}
              onClick={() => setPattern(code)}
            >
              {code}
            </button>
          ))}
        </div>
        <p className="bet-pattern-help">{t(`betting.patternHelp.${pattern}`)}</p>
      </section>

      <PoolPicker pools={allowedPools} selected={pools} onToggle={togglePool} />

      <section className="card bet-section bet-entry" aria-labelledby="bet-entry-title">
        <h2 id="bet-entry-title" className="visually-hidden">
          {t('betting.number')}
        </h2>
        <label className="bet-field bet-field--number">
          <span className="bet-field__label">{t('betting.number')}</span>
          <input {...fieldProps('number', t('betting.number'))} value={number} data-testid="bet-number" />
        </label>
        {group ? (
          <div className={`bet-amounts bet-amounts--${betTypes.length > 4 ? 'many' : 'few'}`}>
            {betTypes.map((code) => (
              <label key={code} className="bet-field">
                <span className="bet-field__label">{code}</span>
                <input
                  {...fieldProps(code, t('betting.amountOf', { type: code }))}
                  value={amounts[code] ?? ''}
                  data-testid={`bet-amount-${code}`}
                />
              </label>
            ))}
          </div>
        ) : (
          <p className="bet-hint">{t('betting.selectBetMode')}</p>
        )}
        {preview?.ok && (
          <p className="bet-preview">
            {t('betting.ticketTotal')}: <strong>{formatPoints(ticketTotal(preview.ticket))}</strong>
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <NumericKeypad
          onKey={press}
          allowDot={focus !== 'number'}
          action={{ label: t('betting.addTicket'), onPress: addTicket }}
        />
      </section>

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
