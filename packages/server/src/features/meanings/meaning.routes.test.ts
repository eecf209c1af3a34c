import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import type { NumberMeaning } from './meaning-row.js';
import { upsertMeanings } from './meaning.repository.js';

const actor = { id: null, name: 'test' };

const meaning = (number: string, words: Partial<NumberMeaning> = {}): NumberMeaning => ({
  number,
  tpk_chn: `甲${number}`,
  tpk_eng: `plain ${number}`,
  gy_chn: `乙${number}`,
  gy_eng: `quiet ${number}`,
  ...words,
});

// 0000-0149 plain, 1200-1299 and 1234 among them, and a few with words to find.
const CHART: NumberMeaning[] = [
  ...Array.from({ length: 150 }, (_, i) => meaning(String(i).padStart(4, '0'))),
  ...Array.from({ length: 100 }, (_, i) => meaning(String(1200 + i))),
  meaning('2001', { tpk_chn: '红灯笼', tpk_eng: 'Red Lantern' }),
  meaning('2002', { gy_eng: 'lanterns hung high' }),
  meaning('2003', { gy_chn: '灯笼高挂' }),
  meaning('2004', { tpk_eng: 'ÉCLAIR shop' }),
  meaning('2005', { tpk_eng: '50% off' }),
  meaning('2006', { tpk_eng: 'under_score' }),
  meaning('2007', { gy_eng: '5000 off' }),
  meaning('2008', { gy_eng: 'back\\slash' }),
];

describe.each(TEST_DIALECTS)('number meaning API on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'dreamer', password: 'dreamer-pass', role: 'player', actor });
      await upsertMeanings(ctx.db.kysely, CHART, { now: ctx.clock(), actor, source: 'test' });
    },
  });
  let app: FastifyInstance;
  let player: TestBrowser;
  const search = async (searchKeyword: string) =>
    (await player.postForm('/Tool/GetNumberMeaning', { searchKeyword })).json();
  const numbers = async (searchKeyword: string) =>
    (await search(searchKeyword)).data.map((item: NumberMeaning) => item.number);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    player = new TestBrowser(app);
    await player.login('dreamer', 'dreamer-pass');
  });
  afterAll(async () => app?.close());

  it('answers the spec item fields for one number', async () => {
    expect(await search('1234')).toEqual({
      success: true,
      message: '',
      data: [
        {
          number: '1234',
          tpk_chn: '甲1234',
          tpk_eng: 'plain 1234',
          gy_chn: '乙1234',
          gy_eng: 'quiet 1234',
        },
      ],
    });
  });

  it('finds the numbers that start with the digits, in order', async () => {
    const twelve = await numbers('12');
    expect(twelve).toHaveLength(100);
    expect(twelve[0]).toBe('1200');
    expect(twelve.at(-1)).toBe('1299');
    expect(await numbers('014')).toEqual(Array.from({ length: 10 }, (_, i) => `014${i}`));
    expect(await numbers(' 0007 ')).toEqual(['0007']);
    // full-width digits from a Chinese keyboard, and Bengali digits
    expect(await numbers('１２３４')).toEqual(['1234']);
    expect(await numbers('১২৩৪')).toEqual(['1234']);
    expect(await numbers('12345')).toEqual([]);
  });

  it('finds a word in any of the four meanings, ignoring case in every script', async () => {
    expect(await numbers('lantern')).toEqual(['2001', '2002']);
    expect(await numbers('RED lantern')).toEqual(['2001']);
    expect(await numbers('灯笼')).toEqual(['2001', '2003']);
    // SQLite's own lower() would miss these: the folding happens in JavaScript on both sides
    expect(await numbers('éclair')).toEqual(['2004']);
    expect(await numbers('Éclair SHOP')).toEqual(['2004']);
    expect(await numbers('no such dream')).toEqual([]);
  });

  it('takes % and _ and \\ literally', async () => {
    expect(await numbers('%')).toEqual(['2005']);
    expect(await numbers('0% off')).toEqual(['2005']);
    expect(await numbers('_')).toEqual(['2006']);
    // as wildcards these would find 'under_score' and '5000 off'
    expect(await numbers('unde_')).toEqual([]);
    expect(await numbers('5%off')).toEqual([]);
    expect(await numbers('\\')).toEqual(['2008']);
  });

  it('lists at most 100 from 0000 for an empty keyword, or none given', async () => {
    const all = await numbers('');
    expect(all).toHaveLength(100);
    expect(all[0]).toBe('0000');
    expect(all.at(-1)).toBe('0099');
    expect(await numbers('   ')).toEqual(all);
    const bare = (await player.postForm('/Tool/GetNumberMeaning', {})).json();
    expect(bare.data.map((item: NumberMeaning) => item.number)).toEqual(all);
  });

  it('accepts JSON as well as a form', async () => {
    const answer = (await player.postJson('/Tool/GetNumberMeaning', { searchKeyword: 'Lantern' })).json();
    expect(answer.data.map((item: NumberMeaning) => item.number)).toEqual(['2001', '2002']);
  });

  it.each([
    [{ searchKeyword: 'x'.repeat(51) }, /^searchKeyword: at most 50 characters$/],
    [{ searchKeyword: 12 }, /^searchKeyword: expected text$/],
    [{ searchKeyword: ['a', 'b'] }, /^searchKeyword: expected text$/],
  ])('refuses %j naming searchKeyword', async (body, message) => {
    const answer = await player.postJson('/Tool/GetNumberMeaning', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
  });

  it('takes a 50-character keyword', async () => {
    expect((await search('x'.repeat(50))).success).toBe(true);
  });

  it('is open to any logged-in user, and only to them', async () => {
    const admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
    expect(
      (await admin.postForm('/Tool/GetNumberMeaning', { searchKeyword: '0001' })).json().data,
    ).toHaveLength(1);
    const anonymous = new TestBrowser(app);
    expect((await anonymous.postForm('/Tool/GetNumberMeaning', { searchKeyword: '1' })).statusCode).toBe(401);
  });
});
