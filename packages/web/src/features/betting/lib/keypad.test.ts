import { describe, expect, it } from 'vitest';
import { applyKey, keyFromKeyboard } from './keypad';

const NUMBER = { maxLength: 4, allowDot: false };
const AMOUNT = { maxLength: 4, allowDot: true };

describe('applyKey', () => {
  it('types digits up to the field length', () => {
    let value = '';
    for (const key of ['1', '2', '3', '4', '5'] as const) value = applyKey(value, key, NUMBER);
    expect(value).toBe('1234');
  });

  it('deletes the last character and clears the field', () => {
    expect(applyKey('123', 'delete', NUMBER)).toBe('12');
    expect(applyKey('', 'delete', NUMBER)).toBe('');
    expect(applyKey('123', 'clear', NUMBER)).toBe('');
    expect(applyKey('123', 'next', NUMBER)).toBe('123');
  });

  it('takes one decimal point in amounts only, and at most two decimals', () => {
    expect(applyKey('12', '.', NUMBER)).toBe('12');
    expect(applyKey('', '.', AMOUNT)).toBe('0.');
    expect(applyKey('1.', '.', AMOUNT)).toBe('1.');
    expect(applyKey('0.2', '5', AMOUNT)).toBe('0.25');
    expect(applyKey('0.25', '5', AMOUNT)).toBe('0.25');
    expect(applyKey('1.5', '5', { maxLength: 6, allowDot: true })).toBe('1.55');
    expect(applyKey('1.55', '5', { maxLength: 6, allowDot: true })).toBe('1.55');
  });

  it('maps a physical keyboard', () => {
    expect(keyFromKeyboard('7')).toBe('7');
    expect(keyFromKeyboard('Backspace')).toBe('delete');
    expect(keyFromKeyboard('Enter')).toBe('next');
    expect(keyFromKeyboard('a')).toBeNull();
  });
});
