import type { Pool } from '@lotto/domain/pools';
import { memo, useMemo, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../advanced-betting.css';

export type BetKey =
  | { type: 'insert'; text: string }
  | { type: 'delete' }
  | { type: 'eat'; letter: EatKeyLetter }
  | { type: 'pool'; pool: Pool }
  | { type: 'box'; kind: 'BOX' | 'IBOX' }
  | { type: 'hide' };

export const EAT_KEYS = ['B', 'S', 'A', 'C', 'D'] as const;
export type EatKeyLetter = (typeof EAT_KEYS)[number];

/** The bet type each eat key stands for: Big and Small are translated, the codes are not. */
const EAT_CODES: Record<EatKeyLetter, string | null> = { B: null, S: null, A: '3A', C: '3C', D: '4A' };

interface Props {
  pools: readonly Pool[];
  /** B S A C D: only with a number of at least 3 digits on the current line (spec §5) */
  eatEnabled: boolean;
  /** BOX / IBOX: only on a bet line or a blank line */
  boxEnabled: boolean;
  disabled?: boolean;
  /** the eat sequence: which `#n` amount slot each eat key is (issue 17.5) */
  eatOrder?: readonly string[];
  onKey: (key: BetKey) => void;
}

/** Keys must not take the focus from the editor, so the caret stays where it is. */
function keepFocus(event: PointerEvent<HTMLButtonElement>) {
  event.preventDefault();
}

interface KeyProps {
  label: string;
  children: ReactNode;
  onPress: () => void;
  disabled?: boolean;
  variant?: string;
  wide?: boolean;
}

function Key({ label, children, onPress, disabled = false, variant = '', wide = false }: KeyProps) {
  return (
    <button
      type="button"
      className={`adv-key${variant ? ` adv-key--${variant}` : ''}${wide ? ' adv-key--wide' : ''}`}
      aria-label={label}
      disabled={disabled}
      onPointerDown={keepFocus}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/** Which `#n` amount of a line the eat key is (1-based), or 0 when the sequence does not say. */
function slotOf(order: readonly string[] | undefined, letter: string): number {
  return order ? order.indexOf(letter) + 1 : 0;
}

/**
 * `#2` on the S key when the sequence reads the second amount as S. It is part of the key's
 * visible text, so the key's name says it too (WCAG 2.5.3, issue 36.15).
 */
function EatSlot({ slot, letter }: { slot: number; letter: string }) {
  if (slot === 0) return null;
  return (
    <span className="adv-key__slot" data-testid={`eat-slot-${letter}`}>
      #{slot}
    </span>
  );
}

/**
 * The custom keyboard of game-rules §5, docked at the bottom like a phone keyboard: pool keys,
 * eat-type keys B S A C D, digits, `#` `*` `+`, the date key `D`, BOX / IBOX, new line and delete.
 */
export const BetKeyboard = memo(function BetKeyboard({
  pools,
  eatEnabled,
  boxEnabled,
  disabled = false,
  eatOrder,
  onKey,
}: Props) {
  const { t } = useTranslation();
  // the keys' words are looked up once per language, pools and sequence, not each time a key is
  // enabled or disabled (issue 38 item 7: i18next's `t` was a tenth of a keystroke's render at 4x)
  const words = useMemo(() => {
    const eatName = (letter: EatKeyLetter) => EAT_CODES[letter] ?? t(`advancedBetting.eatTypes.${letter}`);
    const eatLabel = (letter: EatKeyLetter) => {
      const slot = slotOf(eatOrder, letter);
      return t(slot ? 'advancedBetting.keyboard.eatSlot' : 'advancedBetting.keyboard.eat', {
        letter,
        name: eatName(letter),
        slot,
      });
    };
    return {
      keyboard: t('advancedBetting.keyboard.label'),
      pools: t('advancedBetting.keyboard.pools'),
      eatTypes: t('advancedBetting.keyboard.eatTypes'),
      pool: pools.map((pool) => t('advancedBetting.keyboard.pool', { letter: pool.letter, name: pool.name })),
      eatName: Object.fromEntries(EAT_KEYS.map((letter) => [letter, eatName(letter)])),
      eatLabel: Object.fromEntries(EAT_KEYS.map((letter) => [letter, eatLabel(letter)])),
      delete: t('advancedBetting.keyboard.delete'),
      box: t('advancedBetting.keyboard.box'),
      ibox: t('advancedBetting.keyboard.ibox'),
      date: t('advancedBetting.keyboard.date'),
      dateShort: t('advancedBetting.keyboard.dateShort'),
      hide: t('advancedBetting.keyboard.hide'),
      newLine: t('advancedBetting.keyboard.newLine'),
    };
  }, [t, pools, eatOrder]);
  const insert = (text: string) => () => onKey({ type: 'insert', text });
  const digit = (value: string) => (
    <Key key={value} label={value} onPress={insert(value)} disabled={disabled}>
      {value}
    </Key>
  );

  return (
    <div className="adv-keyboard" role="group" aria-label={words.keyboard}>
      <div className="adv-keyboard__pools" role="group" aria-label={words.pools}>
        {pools.map((pool, index) => (
          <Key
            key={pool.code}
            label={words.pool[index] ?? pool.letter}
            onPress={() => onKey({ type: 'pool', pool })}
            disabled={disabled}
            variant={`pool adv-pool--${pool.code}`}
          >
            <span className="adv-key__hash">#</span>
            {pool.letter}
          </Key>
        ))}
      </div>
      <div className="adv-keyboard__eats" role="group" aria-label={words.eatTypes}>
        {EAT_KEYS.map((letter) => {
          const slot = slotOf(eatOrder, letter);
          return (
            <Key
              key={letter}
              // the name holds what the key shows, in its order: "B Big #1 (bet type)"
              label={words.eatLabel[letter] ?? letter}
              onPress={() => onKey({ type: 'eat', letter })}
              disabled={disabled || !eatEnabled}
              variant="eat"
            >
              <span className="adv-key__main">{letter}</span>{' '}
              <span className="adv-key__sub">{words.eatName[letter]}</span>
              {/* a word of its own ("B Big #1", not "Big#1"), as the name says it */}
              {slot > 0 && ' '}
              <EatSlot slot={slot} letter={letter} />
            </Key>
          );
        })}
      </div>
      <div className="adv-keyboard__grid">
        {digit('1')}
        {digit('2')}
        {digit('3')}
        <Key label="#" onPress={insert('#')} disabled={disabled} variant="symbol">
          #
        </Key>
        <Key
          label={words.delete}
          onPress={() => onKey({ type: 'delete' })}
          disabled={disabled}
          variant="action"
        >
          ⌫
        </Key>
        {digit('4')}
        {digit('5')}
        {digit('6')}
        <Key label="*" onPress={insert('*')} disabled={disabled} variant="symbol">
          *
        </Key>
        <Key
          label={words.box}
          onPress={() => onKey({ type: 'box', kind: 'BOX' })}
          disabled={disabled || !boxEnabled}
          variant="box"
        >
          BOX
        </Key>
        {digit('7')}
        {digit('8')}
        {digit('9')}
        <Key label="+" onPress={insert('+')} disabled={disabled} variant="symbol">
          +
        </Key>
        <Key
          label={words.ibox}
          onPress={() => onKey({ type: 'box', kind: 'IBOX' })}
          disabled={disabled || !boxEnabled}
          variant="box"
        >
          IBOX
        </Key>
        <Key label={words.date} onPress={insert('D')} disabled={disabled} variant="date">
          <span className="adv-key__main">D</span> <span className="adv-key__sub">{words.dateShort}</span>
        </Key>
        {digit('0')}
        <Key label={words.hide} onPress={() => onKey({ type: 'hide' })} variant="action">
          ⌄
        </Key>
        <Key label={words.newLine} onPress={insert('\n')} disabled={disabled} variant="enter" wide>
          ↵
        </Key>
      </div>
    </div>
  );
});
