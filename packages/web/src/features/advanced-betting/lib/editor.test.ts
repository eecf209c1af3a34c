import { poolByCode } from '@lotto/domain/pools';
import { describe, expect, it } from 'vitest';
import {
  appendPasted,
  currentLine,
  deleteBackward,
  eatKeysEnabled,
  insertText,
  pressEatType,
  pressPool,
  toggleBox,
  type EditorState,
} from './editor';

/** `|` marks the caret. */
function at(marked: string): EditorState {
  const caret = marked.indexOf('|');
  return { text: marked.replace('|', ''), start: caret, end: caret };
}
function show(state: EditorState): string {
  return `${state.text.slice(0, state.start)}|${state.text.slice(state.start)}`;
}

describe('editor keys', () => {
  it('finds the line under the caret', () => {
    expect(currentLine(at('D\n#1\n12|34'))).toMatchObject({ index: 2, text: '1234', from: 5, to: 9 });
    expect(currentLine(at('D\n|'))).toMatchObject({ index: 1, text: '' });
  });

  it('inserts at the caret and deletes before it', () => {
    expect(show(insertText(at('12|4'), '3'))).toBe('123|4');
    expect(show(deleteBackward(at('123|4')))).toBe('12|4');
    expect(show(deleteBackward(at('|1')))).toBe('|1');
    expect(show(insertText({ text: '1299', start: 2, end: 4 }, '34'))).toBe('1234|');
  });

  it('enables eat-type keys only with a number of at least 3 digits', () => {
    expect(eatKeysEnabled(at('D\n#1\n12|'))).toBe(false);
    expect(eatKeysEnabled(at('D\n#1\n123|'))).toBe(true);
    expect(eatKeysEnabled(at('*1234#B1|'))).toBe(true);
    expect(eatKeysEnabled(at('+23|'))).toBe(false);
    expect(eatKeysEnabled(at('#123|'))).toBe(false); // a pool line
    expect(eatKeysEnabled(at('D12|'))).toBe(false); // a date line
    expect(pressEatType(at('12|'), 'B')).toEqual(at('12|'));
  });

  it('eat-type keys add #<type>, or the letter alone right after a #', () => {
    expect(show(pressEatType(at('1234|'), 'B'))).toBe('1234#B|');
    expect(show(pressEatType(at('1234#|'), 'S'))).toBe('1234#S|');
  });

  it('BOX and IBOX toggle * and ** at the front of the current line', () => {
    expect(show(toggleBox(at('D\n12|34'), 'BOX'))).toBe('D\n*12|34');
    expect(show(toggleBox(at('D\n*12|34'), 'BOX'))).toBe('D\n12|34');
    expect(show(toggleBox(at('D\n*12|34'), 'IBOX'))).toBe('D\n**12|34');
    expect(show(toggleBox(at('D\n**12|34'), 'IBOX'))).toBe('D\n12|34');
    expect(show(toggleBox(at('D\n**12|34'), 'BOX'))).toBe('D\n*12|34');
    expect(show(toggleBox(at('|'), 'IBOX'))).toBe('**|');
    expect(toggleBox(at('#M|'), 'BOX')).toEqual(at('#M|'));
  });

  it('a pool key starts a pool line, or adds its letter on a pool line', () => {
    const magnum = poolByCode('mg');
    const toto = poolByCode('tt');
    expect(show(pressPool(at('D\n|'), toto))).toBe('D\n#T|');
    expect(show(pressPool(at('D\n#M|'), toto))).toBe('D\n#MT|');
    expect(show(pressPool(at('D\n#|1\n'), toto))).toBe('D\n#MT|\n'); // ids become letters
    expect(show(pressPool(at('D\n#MT|'), magnum))).toBe('D\n#T|'); // pressed again: taken off
    expect(show(pressPool(at('12|34#1'), toto))).toBe('1234#1\n#T|');
  });
});

describe('paste', () => {
  it('splits lines, drops blank ones and appends them', () => {
    expect(appendPasted('D\n#1\n', '1234#1\r\n\n  \n*5678#2\n')).toEqual({
      text: 'D\n#1\n1234#1\n*5678#2\n',
      added: 2,
      refused: 0,
    });
    expect(appendPasted('D', '1234#1').text).toBe('D\n1234#1\n');
  });

  it('keeps the order within 50 lines and refuses the rest', () => {
    const existing = `${Array.from({ length: 48 }, (_, i) => `${1000 + i}#1`).join('\n')}\n`;
    const result = appendPasted(existing, '2001#1\n2002#1\n2003#1\n2004#1');
    expect(result.added).toBe(2);
    expect(result.refused).toBe(2);
    expect(result.text.trim().split('\n')).toHaveLength(50);
    expect(appendPasted(result.text, '3000#1')).toEqual({ text: result.text, added: 0, refused: 1 });
  });
});
