import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };

const SEQUENCES = [
  { id: 1, sequence: 'B-S-A-C-D' },
  { id: 2, sequence: 'S-B-A-C-D' },
  { id: 3, sequence: 'B-S-D-C-A' },
  { id: 4, sequence: 'B-S-C-A-D' },
];

const checkedOn = (id: number) => SEQUENCES.map((s) => ({ ...s, checked: s.id === id }));

describe.each(TEST_DIALECTS)('eat sequence and advanced text API on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  let n = 0;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  /** A fresh player per test, logged in. */
  async function loggedIn(): Promise<{ browser: TestBrowser; id: number }> {
    n += 1;
    const username = `eater${n}`;
    const id = await createUser(t.ctx, { username, password: `secret-${n}`, role: 'player', actor });
    const browser = new TestBrowser(app);
    expect((await browser.login(username, `secret-${n}`)).json()).toMatchObject({ success: true });
    return { browser, id };
  }

  async function storedId(userId: number): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('users')
      .select('eat_sequence_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.eat_sequence_id;
  }

  it('lists the offered sequences with the default checked for a new user', async () => {
    const { browser } = await loggedIn();
    expect((await browser.get('/Tool/GetEatSequences')).json()).toEqual({
      success: true,
      message: '',
      data: checkedOn(1),
    });
    expect((await browser.get('/Tool/GetUserEatSequence')).json()).toEqual({
      success: true,
      message: '',
      data: { id: 1, sequence: 'B-S-A-C-D' },
    });
  });

  it("updates the user's sequence from a form, audited, and answers the new one", async () => {
    const { browser, id } = await loggedIn();
    const response = await browser.postForm('/Tool/UpdateUserEatSequence', { EatSequenceId: '3' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '', data: { id: 3, sequence: 'B-S-D-C-A' } });
    expect(await storedId(id)).toBe(3);
    expect((await browser.get('/Tool/GetUserEatSequence')).json().data).toEqual({
      id: 3,
      sequence: 'B-S-D-C-A',
    });
    expect((await browser.get('/Tool/GetEatSequences')).json().data).toEqual(checkedOn(3));
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['actor_id', 'action', 'before_json', 'after_json'])
      .where('target_user_id', '=', id)
      .where('action', '=', 'user.eat_sequence')
      .execute();
    expect(audit).toEqual([
      {
        actor_id: id,
        action: 'user.eat_sequence',
        before_json: '{"eat_sequence_id":1}',
        after_json: '{"eat_sequence_id":3}',
      },
    ]);
  });

  it('takes a JSON body too', async () => {
    const { browser, id } = await loggedIn();
    const response = await browser.postJson('/Tool/UpdateUserEatSequence', { EatSequenceId: 2 });
    expect(response.json()).toEqual({ success: true, message: '', data: { id: 2, sequence: 'S-B-A-C-D' } });
    expect(await storedId(id)).toBe(2);
  });

  it.each([
    [{ EatSequenceId: '99' }, 'EatSequenceId: no such eat sequence'],
    [{ EatSequenceId: '0' }, 'EatSequenceId: no such eat sequence'],
    [{ EatSequenceId: '1.5' }, 'EatSequenceId: no such eat sequence'],
    [{ EatSequenceId: 'B-S-A-C-D' }, 'EatSequenceId: no such eat sequence'],
    [{ EatSequenceId: '' }, 'EatSequenceId: no such eat sequence'],
    [{}, 'EatSequenceId: required'],
  ])('refuses %j with 400 naming the field and changes nothing', async (form, message) => {
    const { browser, id } = await loggedIn();
    await browser.postForm('/Tool/UpdateUserEatSequence', { EatSequenceId: '4' });
    const response = await browser.postForm('/Tool/UpdateUserEatSequence', form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, data: null });
    expect(await storedId(id)).toBe(4);
  });

  it('refuses a JSON id that is not offered', async () => {
    const { browser, id } = await loggedIn();
    for (const EatSequenceId of [5, -1, 2.5, null, true]) {
      const response = await browser.postJson('/Tool/UpdateUserEatSequence', { EatSequenceId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('EatSequenceId: no such eat sequence');
    }
    expect(await storedId(id)).toBe(1);
  });

  it('reads a stored id that is no longer offered as the default', async () => {
    const { browser, id } = await loggedIn();
    await t.db.kysely.updateTable('users').set({ eat_sequence_id: 42 }).where('id', '=', id).execute();
    expect((await browser.get('/Tool/GetUserEatSequence')).json().data).toEqual({
      id: 1,
      sequence: 'B-S-A-C-D',
    });
    expect((await browser.get('/Tool/GetEatSequences')).json().data).toEqual(checkedOn(1));
  });

  it('answers the advanced-mode default text', async () => {
    const { browser } = await loggedIn();
    expect((await browser.get('/Tool/GetAdvancedBetDefaultText')).json()).toEqual({
      success: true,
      message: '',
      data: 'D\n#1\n',
    });
  });

  it.each([
    ['GET', '/Tool/GetEatSequences'],
    ['GET', '/Tool/GetUserEatSequence'],
    ['POST', '/Tool/UpdateUserEatSequence'],
    ['GET', '/Tool/GetAdvancedBetDefaultText'],
  ])('answers 401 to %s %s without a session', async (method, url) => {
    const browser = new TestBrowser(app);
    const response =
      method === 'GET' ? await browser.get(url) : await browser.postForm(url, { EatSequenceId: '2' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});
