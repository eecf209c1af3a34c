import { describe, expect, it } from 'vitest';
import { disallowedCharacterIn, findDisallowedText, plainText } from './plain-text.js';

describe('plain text', () => {
  it.each([
    ['\u0000', 'U+0000'],
    ['\u001b', 'U+001B'],
    ['\u0085', 'U+0085'],
    ['\u202e', 'U+202E'],
    ['\u2066', 'U+2066'],
    ['\u061c', 'U+061C'],
  ])('refuses %j', (char, code) => {
    expect(disallowedCharacterIn(`ab${char}c`)).toBe(code);
  });

  it.each(['line\nbreak\r\n', 'tab\there', 'ক্ষ\u200d', '好運', 'émoji 🎉', '\ufeffbom'])(
    'allows %j',
    (text) => {
      expect(disallowedCharacterIn(text)).toBeNull();
    },
  );

  it('names where in a body the character is, keys included, however deep', () => {
    expect(findDisallowedText({ a: ['ok', { b: 'x\u0000' }] })).toEqual({ path: 'a.1.b', char: 'U+0000' });
    expect(findDisallowedText({ ['k\u202e']: 1 })).toEqual({ path: 'k\u202e', char: 'U+202E' });
    let deep: unknown = 'bad\u0007';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findDisallowedText(deep)?.char).toBe('U+0007');
    expect(findDisallowedText({ a: 1, b: null, c: ['fine'] })).toBeNull();
  });

  it('drops the characters for display', () => {
    expect(plainText('cancel\u202eled\u0000')).toBe('cancelled');
  });
});
