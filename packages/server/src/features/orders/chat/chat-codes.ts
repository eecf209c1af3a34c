import { randomBytes, randomInt } from 'node:crypto';
import { CHAT_CODE_ALPHABET } from '@lotto/contract/chat';

/** Link codes: eight characters, one use, 15 minutes (docs/rules.md "Orders from chat"). */
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_TTL_MS = 15 * 60_000;
/** Delete codes: six characters; read aloud or retyped from a phone, so no look-alikes. */
export const DELETE_CODE_LENGTH = 6;
/** A preview may be confirmed for 10 minutes, or until its earliest cut-off when sooner. */
export const PREVIEW_TTL_MS = 10 * 60_000;

/** A code of `length` characters drawn uniformly from the alphabet without look-alikes. */
export function chatCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CHAT_CODE_ALPHABET[randomInt(CHAT_CODE_ALPHABET.length)];
  return code;
}

/** A preview's id: unguessable, since whoever holds it (and placed it) confirms it. */
export function previewId(): string {
  return randomBytes(16).toString('base64url');
}

/** Codes are typed by hand: case and spaces do not count. */
export function normaliseCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}
