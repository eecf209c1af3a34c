import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appConfigAnswer,
  eatSequencesAnswer,
  MAX_KEYWORD_CHARS,
  numberMeaningAnswer,
  numberMeaningBody,
  updateEatSequenceBody,
} from './tools.js';
import { issueMessages } from './testing/issue-messages.js';

describe('the wire contract of the tool calls', () => {
  it("the app config names a known variant, its title suffix and the draws' time zone", () => {
    expect(
      z.parse(appConfigAnswer, { appType: 'gd', titleSuffix: 'GD', timeZone: 'Asia/Kuala_Lumpur' }),
    ).toEqual({ appType: 'gd', titleSuffix: 'GD', timeZone: 'Asia/Kuala_Lumpur' });
    expect(z.safeParse(appConfigAnswer, { appType: 'normal' }).success).toBe(false);
    expect(z.safeParse(appConfigAnswer, { appType: 'casino' }).success).toBe(false);
  });

  it('a number-meaning keyword is trimmed text of at most 50 characters, or absent', () => {
    expect(z.parse(numberMeaningBody, { searchKeyword: ' 12 ' })).toEqual({ searchKeyword: '12' });
    expect(z.parse(numberMeaningBody, {})).toEqual({});
    expect(issueMessages(numberMeaningBody, { searchKeyword: 12 })).toEqual(['searchKeyword: expected text']);
    expect(issueMessages(numberMeaningBody, { searchKeyword: 'x'.repeat(MAX_KEYWORD_CHARS + 1) })).toEqual([
      `searchKeyword: at most ${MAX_KEYWORD_CHARS} characters`,
    ]);
  });

  it('a meaning item has every chart as text', () => {
    const item = { number: '0001', tpk_chn: '', tpk_eng: 'a', gy_chn: '', gy_eng: 'b' };
    expect(z.parse(numberMeaningAnswer, [item])).toEqual([item]);
    expect(z.safeParse(numberMeaningAnswer, [{ ...item, number: 1 }]).success).toBe(false);
  });

  it('an eat sequence id, as text or a number, is read as a number', () => {
    expect(z.parse(updateEatSequenceBody, { EatSequenceId: ' 2 ' })).toEqual({ EatSequenceId: 2 });
    expect(z.parse(updateEatSequenceBody, { EatSequenceId: 3 })).toEqual({ EatSequenceId: 3 });
    expect(issueMessages(updateEatSequenceBody, { EatSequenceId: '1.5' })).toEqual([
      'EatSequenceId: no such eat sequence',
    ]);
    expect(issueMessages(updateEatSequenceBody, { EatSequenceId: true })).toEqual([
      'EatSequenceId: no such eat sequence',
    ]);
    expect(issueMessages(updateEatSequenceBody, {})).toEqual(['EatSequenceId: required']);
  });

  it('the eat sequence options carry whether each is checked', () => {
    expect(z.safeParse(eatSequencesAnswer, [{ id: 1, sequence: 'B,S', checked: 'yes' }]).success).toBe(false);
  });
});
