import { describe, expect, it } from 'vitest';
import { printedNow } from './print-slip';

describe('printedNow (issue 44: the slip says when it was printed)', () => {
  const at = new Date(Date.UTC(2026, 11, 5, 4, 49, 32));
  it("reads the draws' time zone, as the order's own time on the slip does", () => {
    expect(printedNow('Asia/Kuala_Lumpur', at)).toBe('05/12/2026 12:49:32');
    expect(printedNow('UTC', at)).toBe('05/12/2026 04:49:32');
  });
  it('a zone the device does not know reads the device clock, never fails the print', () => {
    expect(printedNow('Not/AZone', at)).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
  });
});
