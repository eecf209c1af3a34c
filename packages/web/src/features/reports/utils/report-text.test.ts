import { describe, expect, it } from 'vitest';
import { isTotalLine, parseProfitLossRow, parseSalesBlock } from './report-text';

describe('daily sales blocks', () => {
  it('reads the name, then "Pool: amount" lines with the Total line last', () => {
    const block = parseSalesBlock('player1\nSportsToto 4D: 12.00\nMagnum 4D: 1,234.50\nTotal: 1,246.50');
    expect(block.name).toBe('player1');
    expect(block.lines).toEqual([
      { label: 'SportsToto 4D', amount: '12.00' },
      { label: 'Magnum 4D', amount: '1,234.50' },
      { label: 'Total', amount: '1,246.50' },
    ]);
    expect(block.lines.map(isTotalLine)).toEqual([false, false, true]);
  });

  it('has no lines when the block is only the name (no sales), and keeps odd lines whole', () => {
    expect(parseSalesBlock('agent1')).toEqual({ name: 'agent1', lines: [] });
    expect(parseSalesBlock('agent1\n\n')).toEqual({ name: 'agent1', lines: [] });
    expect(parseSalesBlock('p\r\nDa Ma Cai 1+3D: 3.00\r\nsomething else').lines).toEqual([
      { label: 'Da Ma Cai 1+3D', amount: '3.00' },
      { label: 'something else', amount: '' },
    ]);
  });
});

describe('profit loss rows', () => {
  it('reads name@turnover@win@commission@total as numbers', () => {
    expect(parseProfitLossRow('player1@1234.50@2500.00@308.62@-1574.12')).toEqual({
      name: 'player1',
      turnover: 1234.5,
      win: 2500,
      commission: 308.62,
      total: -1574.12,
    });
  });

  it('keeps an "@" inside the name and refuses what is not such a row', () => {
    expect(parseProfitLossRow('a@b@1.00@0.00@0.25@0.75')?.name).toBe('a@b');
    expect(parseProfitLossRow('player1@1.00@0.00@0.25')).toBeNull();
    expect(parseProfitLossRow('player1@1,000.00@0.00@0.25@999.75')).toBeNull();
    expect(parseProfitLossRow('player1@x@0.00@0.25@0.75')).toBeNull();
  });
});
