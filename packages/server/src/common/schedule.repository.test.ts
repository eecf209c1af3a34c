import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { forgetSchedules, poolSchedules } from './schedule.repository.js';

describe.each(TEST_DIALECTS)('pool schedules on %s', (dialect) => {
  const t = useTestContext(dialect);

  it('reads the calendar once for concurrent callers that find no fresh copy (single flight)', async () => {
    let reads = 0;
    const counting = t.db.kysely.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        reads += 1;
        return args.result;
      },
    });
    const ctx = { ...t.ctx, db: { ...t.db, kysely: counting } };
    forgetSchedules(ctx.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => poolSchedules(ctx)));
    // One refresh: its two reads (weekly schedules, special and closed dates), one answer for all.
    expect(reads).toBe(2);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]!.map((schedule) => schedule.pool)).toContain('mg');
  });
});
