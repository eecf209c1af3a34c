import { describe, expect, it } from 'vitest';
import { WALLET_ENTRY_KINDS } from '@lotto/contract/reports';
import { LEDGER_KINDS, reversalOf, SETTLEMENT_KINDS } from './ledger.table.js';

describe('ledger kinds', () => {
  it('each fits ledger_entries.kind, varchar(20) (migration 0001)', () => {
    for (const kind of LEDGER_KINDS) expect(kind.length, kind).toBeLessThanOrEqual(20);
  });

  it('every settlement kind has its reversal in the closed list', () => {
    for (const kind of SETTLEMENT_KINDS) expect(LEDGER_KINDS).toContain(reversalOf(kind));
  });

  it("are the wallet statement's kinds (the screen words each row by its kind)", () => {
    expect([...LEDGER_KINDS].sort()).toEqual([...WALLET_ENTRY_KINDS].sort());
  });
});
