import { describe, expect, it } from 'vitest';
import { parseSettlementRef } from '../../common/settlement-ref.js';
import { settlementRef } from './settlement-claim.js';

describe('settlement ref', () => {
  it('reads back the pool and draw date the settlement wrote (the wallet statement relies on it)', () => {
    expect(parseSettlementRef(settlementRef('mg', '2026-11-22', 1))).toEqual({
      pool: 'mg',
      drawDate: '2026-11-22',
    });
    expect(parseSettlementRef(settlementRef('nl', '2026-12-31', 12))).toEqual({
      pool: 'nl',
      drawDate: '2026-12-31',
    });
  });

  it.each([null, '', 'mg:2026-11-22', 'xx:2026-11-22:v1', 'mg:2026-02-30:v1', 'a1b2-uuid'])(
    'answers null for %s',
    (ref) => expect(parseSettlementRef(ref)).toBeNull(),
  );
});
