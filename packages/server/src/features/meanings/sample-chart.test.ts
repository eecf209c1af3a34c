import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { seedDemo } from '../../demo/seed-demo.js';
import { searchMeanings, upsertMeanings } from './meaning.repository.js';
import { loadSampleChart } from './sample-chart.js';

describe.each(TEST_DIALECTS)('sample chart on %s', (dialect) => {
  const t = useTestContext(dialect);

  it('the demo seed loads 0000-0099 into the empty table, and never again', async () => {
    expect(await seedDemo(t.ctx)).toBe(true);
    const all = await searchMeanings(t.db.kysely, '', 1000);
    expect(all.map((item) => item.number)).toEqual(
      Array.from({ length: 100 }, (_, i) => String(i).padStart(4, '0')),
    );
    expect(all[1]).toMatchObject({ tpk_chn: '红灯笼', tpk_eng: 'red lantern' });
    expect((await searchMeanings(t.db.kysely, 'Lantern', 100)).map((item) => item.number)).toEqual([
      '0001',
      '0074',
    ]);
    expect(await loadSampleChart(t.ctx)).toBe(0);
  });

  it('leaves a chart an operator imported alone', async () => {
    await upsertMeanings(
      t.db.kysely,
      [{ number: '0001', tpk_chn: '灯', tpk_eng: 'own lamp', gy_chn: '心', gy_eng: 'own heart' }],
      { now: t.clock.now, actor: { id: null, name: 'test' }, source: 'test' },
    );
    expect(await loadSampleChart(t.ctx)).toBe(0);
    expect((await searchMeanings(t.db.kysely, '0001', 1))[0]?.tpk_eng).toBe('own lamp');
  });
});
