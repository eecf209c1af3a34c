import { describe, expect, it } from 'vitest';
import { backToListOf, filterProblems, normaliseFilter } from './check-ticket-filter';

describe('check-ticket filter', () => {
  it('reads backToList from a navigation state', () => {
    const backToList = { date: '2026-11-25', ticketId: '42', betNumber: '1234' };
    expect(backToListOf({ betId: '42', backToList })).toEqual(backToList);
    expect(backToListOf({ backToList: { date: '', ticketId: '', betNumber: '' } })).toEqual({
      date: '',
      ticketId: '',
      betNumber: '',
    });
    expect(backToListOf(null)).toBeNull();
    expect(backToListOf({ betId: '42' })).toBeNull();
    expect(backToListOf({ backToList: { date: '25/11/2026', ticketId: '', betNumber: '' } })).toBeNull();
    expect(backToListOf({ backToList: { date: '', ticketId: 42, betNumber: '' } })).toBeNull();
  });

  it('names the fields the server would refuse', () => {
    expect(filterProblems({ date: '', ticketId: '', betNumber: '' })).toEqual([]);
    expect(filterProblems({ date: '', ticketId: ' 42 ', betNumber: '0123' })).toEqual([]);
    expect(filterProblems({ date: '', ticketId: '4a', betNumber: '1' })).toEqual(['ticketId', 'betNumber']);
    expect(filterProblems({ date: '', ticketId: '-1', betNumber: '1234567' })).toEqual([
      'ticketId',
      'betNumber',
    ]);
    expect(normaliseFilter({ date: '', ticketId: ' 42 ', betNumber: ' 12 ' })).toEqual({
      date: '',
      ticketId: '42',
      betNumber: '12',
    });
  });
});
