import { describe, expect, it } from 'vitest';
import type { DrawResult } from './draw-result.js';
import { decideDraw, type SourceResult } from './result-agreement.js';

const BASE: DrawResult = {
  pool: 'tt',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'],
  consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
};
let nextId = 1;
const source = (
  name: string,
  kind: SourceResult['kind'],
  change: Partial<DrawResult> = {},
): SourceResult => ({
  sourceId: nextId++,
  name,
  kind,
  result: { ...BASE, ...change },
});

describe('decideDraw: two independent sources, one a publisher, before money moves', () => {
  const cases: { name: string; official?: DrawResult; sources: SourceResult[]; expected: unknown }[] = [
    { name: 'nothing fetched', sources: [], expected: { state: 'none' } },
    {
      name: 'one publisher: provisional',
      sources: [source('Toto', 'publisher')],
      expected: { state: 'provisional', result: BASE },
    },
    {
      name: 'two aggregators agreeing: still provisional (they copy each other)',
      sources: [source('A', 'aggregator'), source('B', 'aggregator')],
      expected: { state: 'provisional', result: BASE },
    },
    {
      name: 'a publisher and an aggregator agreeing: agreed',
      sources: [source('Toto', 'publisher'), source('A', 'aggregator')],
      expected: { state: 'agreed', result: BASE },
    },
    {
      name: 'same numbers listed in another order agree',
      sources: [
        source('Toto', 'publisher'),
        source('A', 'aggregator', { starters: [...BASE.starters].reverse() }),
      ],
      expected: { state: 'agreed' },
    },
    {
      name: 'one with 5D, one without: no disagreement, but not the same result: provisional with the 5D',
      sources: [
        source('Toto', 'publisher'),
        source('A', 'aggregator', { fiveD: ['12345', '23456', '34567'] }),
      ],
      expected: { state: 'provisional', result: { ...BASE, fiveD: ['12345', '23456', '34567'] } },
    },
    {
      name: 'second prize differs: conflict naming source, prize and both numbers',
      sources: [source('Toto', 'publisher'), source('A', 'aggregator', { second: '5679' })],
      expected: {
        state: 'conflict',
        alerts: [{ source: 'A', other: 'Toto', prize: 'second', sourceNumber: '5679', otherNumber: '5678' }],
      },
    },
    {
      name: 'a starter differs',
      sources: [
        source('Toto', 'publisher'),
        source('A', 'aggregator', { starters: [...BASE.starters.slice(0, 9), '0100'] }),
      ],
      expected: {
        state: 'conflict',
        alerts: [
          { source: 'A', other: 'Toto', prize: 'starters', sourceNumber: '0100', otherNumber: '0001' },
        ],
      },
    },
    {
      name: 'official result and a source that later changes it: alert, the official stays',
      official: BASE,
      sources: [source('Toto', 'publisher', { third: '9013' })],
      expected: {
        state: 'official',
        alerts: [
          { source: 'Toto', other: 'official', prize: 'third', sourceNumber: '9013', otherNumber: '9012' },
        ],
      },
    },
    {
      name: 'official result and agreeing sources: no alert',
      official: BASE,
      sources: [source('Toto', 'publisher'), source('A', 'aggregator')],
      expected: { state: 'official', alerts: [] },
    },
  ];
  it.each(cases)('$name', ({ official, sources, expected }) => {
    expect(decideDraw(official ?? null, sources)).toMatchObject(expected as object);
  });

  it('agreed names the agreeing sources only', () => {
    const decision = decideDraw(null, [source('Toto', 'publisher'), source('A', 'aggregator')]);
    expect(decision.state === 'agreed' && decision.sources.map((s) => s.name)).toEqual(['Toto', 'A']);
  });
});
