import { describe, expect, it } from 'vitest';
import { getExposureQuery, stopNumberBody } from './exposure.js';

describe('the heavy-number calls', () => {
  it('reads a report query with its defaults: 4D, gross, the top 50', () => {
    expect(getExposureQuery.parse({ date: '20261122', pool: 'mg', number: '', member: '' })).toEqual({
      date: '2026-11-22',
      pool: 'mg',
      game: '4D',
      view: 'gross',
      limit: 50,
    });
    expect(
      getExposureQuery.parse({ date: '20261122', pool: 'tt', game: '3D', view: 'kept', limit: '500' }),
    ).toMatchObject({ game: '3D', view: 'kept', limit: 500 });
  });

  it('names what is wrong: a dashed date, a limit over 500, an unknown view, a number with letters', () => {
    const paths = (input: Record<string, unknown>) =>
      getExposureQuery.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ date: '2026-11-22', pool: 'mg' })).toEqual(['date']);
    expect(paths({ date: '20261122', pool: 'mg', limit: '501' })).toEqual(['limit']);
    expect(paths({ date: '20261122', pool: 'mg', view: 'all' })).toEqual(['view']);
    expect(
      stopNumberBody.safeParse({ date: '20261122', pool: 'mg', number: '12a4', stopped: true }).success,
    ).toBe(false);
  });
});
