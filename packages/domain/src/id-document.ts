import { parseYmd } from './calendar-dates.js';

/**
 * The identity document a counter claim records (issue 44): a Malaysian identity card (IC) number
 * or a passport number. Pure rules, shared by the server (which decides) and the web app (which
 * warns early).
 */
export const ID_KINDS = ['ic', 'passport'] as const;
export type IdKind = (typeof ID_KINDS)[number];

/**
 * The youngest claimant an IC's birth date may make: a prize is paid to an adult. (Two digits of
 * year always read as under 100 years old, so a too-old date cannot occur.)
 */
export const MIN_AGE_YEARS = 18;

export type IdCheck = { ok: true; value: string } | { ok: false; reason: string };

/**
 * An IC number: 12 digits (dashes and spaces between groups allowed, `YYMMDD-PB-###G`) whose first
 * six are a real date of birth at least MIN_AGE_YEARS before `today`. The
 * century is the one that puts the date nearest before `today` (the card has no century).
 * Answers the 12 digits, or why not.
 *
 * @example checkIc('900131-14-5678', '2026-11-22') // { ok: true, value: '900131145678' }
 */
export function checkIc(input: string, today: string): IdCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12}$/.test(digits)) return { ok: false, reason: 'an IC number is 12 digits' };
  const birth = icBirthDate(digits, today);
  if (birth === null)
    return { ok: false, reason: 'the first six digits of an IC are a date of birth (YYMMDD)' };
  if (birth > adultBornBy(today)) {
    return {
      ok: false,
      reason: `the date of birth in this IC makes the holder younger than ${MIN_AGE_YEARS}`,
    };
  }
  return { ok: true, value: digits };
}

/** The latest birth date ('YYYY-MM-DD') of someone MIN_AGE_YEARS old on `today` (29 Feb: 28 Feb). */
function adultBornBy(today: string): string {
  const year = String(Number(today.slice(0, 4)) - MIN_AGE_YEARS).padStart(4, '0');
  const date = `${year}${today.slice(4)}`;
  return parseYmd(date) === null ? `${year}-02-28` : date;
}

/** The date of birth ('YYYY-MM-DD') of a 12-digit IC: the latest century not after `today`. */
export function icBirthDate(digits: string, today: string): string | null {
  const yy = Number(digits.slice(0, 2));
  const mmdd = `${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
  const thisCentury = Math.floor(Number(today.slice(0, 4)) / 100) * 100;
  for (const century of [thisCentury, thisCentury - 100]) {
    const date = `${String(century + yy).padStart(4, '0')}-${mmdd}`;
    if (parseYmd(date) === null) return null;
    if (date <= today) return date;
  }
  return null;
}

/** A passport number: 6 to 20 letters and digits (spaces dropped, letters upper-cased). */
export function checkPassport(input: string): IdCheck {
  const value = input.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z0-9]{6,20}$/.test(value)) {
    return { ok: false, reason: 'a passport number is 6 to 20 letters and digits' };
  }
  return { ok: true, value };
}

export function checkIdNumber(kind: IdKind, input: string, today: string): IdCheck {
  return kind === 'ic' ? checkIc(input, today) : checkPassport(input);
}

/** A claim PIN: exactly six digits, printed on the original slip only. */
export const CLAIM_PIN_PATTERN = /^\d{6}$/;
