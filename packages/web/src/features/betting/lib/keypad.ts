/** The keys of the on-screen numeric keypad. */
export const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
export type DigitKey = (typeof DIGIT_KEYS)[number];
export type KeypadKey = DigitKey | '.' | 'delete' | 'clear' | 'next';

export interface FieldRules {
  maxLength: number;
  /** amount boxes take a decimal point, bet numbers do not */
  allowDot: boolean;
}

/** The field's text after a key press ('next' leaves it unchanged: the caller moves focus). */
export function applyKey(value: string, key: KeypadKey, rules: FieldRules): string {
  switch (key) {
    case 'delete':
      return value.slice(0, -1);
    case 'clear':
      return '';
    case 'next':
      return value;
    case '.':
      if (!rules.allowDot || value.includes('.') || value.length >= rules.maxLength) return value;
      return value === '' ? '0.' : `${value}.`;
    default: {
      if (value.length >= rules.maxLength) return value;
      // at most two decimals in an amount
      const dot = value.indexOf('.');
      if (dot >= 0 && value.length - dot > 2) return value;
      return value + key;
    }
  }
}

/** The key a physical keyboard press means, if any (desktop use of the same fields). */
export function keyFromKeyboard(key: string): KeypadKey | null {
  if (/^[0-9]$/.test(key)) return key as DigitKey;
  if (key === '.' || key === ',') return '.';
  if (key === 'Backspace') return 'delete';
  if (key === 'Delete' || key === 'Escape') return 'clear';
  if (key === 'Enter' || key === 'Tab') return 'next';
  return null;
}
