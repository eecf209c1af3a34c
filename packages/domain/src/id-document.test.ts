import { describe, expect, it } from 'vitest';
import { checkIc, checkIdNumber, checkPassport, icBirthDate } from './id-document.js';

const TODAY = '2026-11-22';

describe('IC numbers', () => {
  it.each([
    ['900131-14-5678', '900131145678'],
    ['900131145678', '900131145678'],
    ['000229 10 1234', '000229101234'],
    ['081122-01-0001', '081122010001'],
  ])('%s is a valid IC', (input, value) => {
    expect(checkIc(input, TODAY)).toEqual({ ok: true, value });
  });

  it.each([
    ['90013114567', 'an IC number is 12 digits'],
    ['9001311456789', 'an IC number is 12 digits'],
    ['90013A145678', 'an IC number is 12 digits'],
    ['901331145678', 'the first six digits of an IC are a date of birth (YYMMDD)'],
    ['900230145678', 'the first six digits of an IC are a date of birth (YYMMDD)'],
    ['010229145678', 'the first six digits of an IC are a date of birth (YYMMDD)'],
  ])('%s is refused: %s', (input, reason) => {
    expect(checkIc(input, TODAY)).toEqual({ ok: false, reason });
  });

  it('reads the century that puts the birth date on or before today', () => {
    expect(icBirthDate('261122010001', TODAY)).toBe('2026-11-22');
    expect(icBirthDate('261123010001', TODAY)).toBe('1926-11-23');
    expect(icBirthDate('900131145678', TODAY)).toBe('1990-01-31');
  });

  it('refuses a holder younger than 18 on the day', () => {
    expect(checkIc('081123010001', TODAY)).toEqual({
      ok: false,
      reason: 'the date of birth in this IC makes the holder younger than 18',
    });
    expect(checkIc('261122010001', TODAY)).toMatchObject({ ok: false });
  });
});

describe('passport numbers', () => {
  it('takes 6 to 20 letters and digits, upper-cased', () => {
    expect(checkPassport('a1234567')).toEqual({ ok: true, value: 'A1234567' });
    expect(checkPassport('K 123 456')).toEqual({ ok: true, value: 'K123456' });
    expect(checkPassport('12345')).toMatchObject({ ok: false });
    expect(checkPassport('A1234-567')).toMatchObject({ ok: false });
    expect(checkIdNumber('passport', 'x'.repeat(21), TODAY)).toMatchObject({ ok: false });
  });
});
