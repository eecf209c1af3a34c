import { AMOUNT_MAX_CHARS, validateNormalBet, type BetValidationError } from '@lotto/domain/normal-bet';
import { BET_GROUPS, type BetGroupCode, type BetTypeCode } from '@lotto/domain/bet-types';
import type { AppType } from '@lotto/domain/app-type';
import { isRunningPattern, type PatternCode } from '@lotto/domain/patterns';
import { POOLS, poolByCode, poolById, type PoolCode } from '@lotto/domain/pools';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shortDate } from '@/lib/dates/display-dates';
import { betTypeName, randomId, type CartDate, type CartItem } from '../lib/cart';
import { cartActions } from '../lib/cart-store';
import type { OpenPoolsByDate } from '../lib/draw-pools';
import { applyKey, keyFromKeyboard, type KeypadKey } from '../lib/keypad';
import { readLastTicket, writeLastTicket } from '../lib/last-ticket';
import { poolsFor } from '../lib/pools-for';

export type Field = 'number' | BetTypeCode;

export interface FormError {
  message: string;
  field?: Field | 'drawDates' | 'pools' | undefined;
}

interface Options {
  appType: AppType;
  /** the basket's draw dates */
  dates: readonly CartDate[];
  /** the open draw dates (YYYYMMDD) once known */
  openDates: readonly string[] | undefined;
  /** the pools drawing on each open date, when the server names them */
  openPools?: OpenPoolsByDate | undefined;
}

/**
 * The ticket being typed (spec §2 normal betting): bet mode, pattern, pools, number and amounts,
 * the field the keypad types into, the live check and Add ticket into the basket.
 */
export function useBetForm({ appType, dates, openDates, openPools }: Options) {
  const { t, i18n } = useTranslation();
  // The next ticket starts from the last one's bet mode, pattern and pools (issue 17.6).
  const [last] = useState(readLastTicket);
  const [group, setGroup] = useState<BetGroupCode | null>(last.group);
  const [pattern, setPattern] = useState<PatternCode>(last.pattern);
  const [chosenPools, setChosenPools] = useState<PoolCode[]>(last.pools);
  const [number, setNumber] = useState('');
  const [amounts, setAmounts] = useState<Partial<Record<BetTypeCode, string>>>({});
  const [focus, setFocus] = useState<Field>('number');
  const [error, setError] = useState<FormError | null>(null);
  /** the basket line being edited (its id), or null while adding */
  const [editing, setEditing] = useState<CartItem | null>(null);

  useEffect(() => {
    writeLastTicket({ group, pattern, pools: chosenPools });
  }, [group, pattern, chosenPools]);

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

  const input = group && {
    group,
    number,
    pattern,
    amounts,
    drawDates: dates.map((date) => fromCompactDate(date.value) ?? date.value),
    pools,
  };
  const openIsoDates = openDates?.map((fullDate) => fromCompactDate(fullDate) ?? fullDate);
  const context = {
    appType,
    ...(openIsoDates ? { openDates: openIsoDates } : {}),
    ...(openPools ? { openPoolsByDate: openPools } : {}),
  };
  const preview = input ? validateNormalBet(input, context) : null;

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
      // P-H / P-B: the running digit is not typed (`234` with P-H bets 0234..9234).
      const maxLength = (group ? BET_GROUPS[group].numberLength : 6) - (isRunningPattern(pattern) ? 1 : 0);
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
    if (problem.code === 'DRAW_CLOSED' && problem.pool && problem.date) {
      const pool = poolByCode(problem.pool);
      return {
        message: t('betting.poolNoDraw', {
          pool: `${pool.letter} ${pool.name}`,
          date: shortDate(problem.date, i18n.language),
        }),
        field: 'pools',
      };
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
      id: editing?.id ?? randomId(),
      number,
      pattern,
      type: group,
      betType: betTypes
        .filter((code) => line.amounts[code] !== undefined)
        .map((code) => ({ name: betTypeName(code), shortCode: code, amount: (amounts[code] ?? '').trim() })),
      poolList: pools.map((code) => poolByCode(code).id),
      poolShortCodes: pools.map((code) => poolByCode(code).letter),
    };
    if (editing) cartActions.replaceItem(editing.id, item);
    else cartActions.addItems([item]);
    setEditing(null);
    setError(null);
    setNumber('');
    setFocus('number');
  }

  /** Puts a basket line back in the form; Add ticket then saves it in its place (issue 17.6). */
  function edit(item: CartItem) {
    setEditing(item);
    setGroup(item.type);
    setPattern(item.pattern);
    setChosenPools(
      item.poolList.map((id) => poolById(id)?.code).filter((code): code is PoolCode => code !== undefined),
    );
    setNumber(item.number);
    setAmounts(Object.fromEntries(item.betType.map((entry) => [entry.shortCode, entry.amount])));
    setFocus('number');
    setError(null);
  }

  function cancelEdit() {
    setEditing(null);
    setNumber('');
    setAmounts({});
    setError(null);
  }

  /** The props of a field the keypad (or the keyboard) types into. */
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

  return {
    group,
    pattern,
    number,
    amounts,
    focus,
    error,
    allowedPools,
    pools,
    betTypes,
    preview,
    setPattern,
    chooseGroup,
    togglePool,
    press,
    addTicket,
    editing,
    edit,
    cancelEdit,
    fieldProps,
    clearError: () => setError(null),
  };
}

export type BetForm = ReturnType<typeof useBetForm>;
