import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { betDatesAnswer } from '@lotto/contract/draws';
import { envelopeSchema, type failureSchema } from '@lotto/contract/envelope';
import { receiptSchema, type MakeOrderInput } from '@lotto/contract/order';
import { enterResultAnswer, strikeReportAnswer, type ResultEntryInput } from '@lotto/contract/results';
import {
  cancelMultipleOrderAnswer,
  cancelOrderAnswer,
  checkTicketAnswer,
  ticketDetailsAnswer,
} from '@lotto/contract/tickets';
import type { Cents } from '@lotto/domain/money';
import { createUser } from '../features/users/user.service.js';
import { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { buildApp } from './app.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur: Magnum draws today until 19:00.
const TODAY = '20261122';
const cart: MakeOrderInput = {
  name: '4D',
  dates: [{ value: TODAY }],
  betList: [{ number: '1234', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
  remark: 'contract',
  phone: '0123',
};
const entry: ResultEntryInput = {
  pool: 'mg',
  date: TODAY,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'],
  consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
};

/** The answer's data, parsed by the contract: a field the server drops or retypes fails here. */
async function answer<T extends z.ZodType>(response: Promise<{ json(): unknown }>, data: T) {
  const parsed = envelopeSchema(data).parse((await response).json()) as
    { success: true; data: z.infer<T> } | z.infer<typeof failureSchema>;
  if (!parsed.success) throw new Error(`refused: ${parsed.code} ${parsed.message}`);
  return parsed.data;
}

describe.each(TEST_DIALECTS)(
  'ticket, cancel, check-ticket and strike answers follow the contract, on %s',
  (dialect) => {
    const t = useTestContext(dialect, {
      setup: async (ctx) => {
        await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
        await createUser(ctx, {
          username: 'punter',
          password: 'punter-pass',
          role: 'player',
          credit: 1_000_00 as Cents,
          actor,
        });
      },
    });
    let app: FastifyInstance;
    let admin: TestBrowser;
    let punter: TestBrowser;

    beforeAll(async () => {
      app = await buildApp(t.ctx);
      admin = new TestBrowser(app);
      await admin.login('house', 'house-pass');
      punter = new TestBrowser(app);
      await punter.login('punter', 'punter-pass');
    });
    afterAll(async () => app?.close());

    it('details, check ticket, cancel one and several, the next draw day, the strikes', async () => {
      const place = async () =>
        (await answer(punter.postJson('/Order/MakeOrder', cart), receiptSchema)).ticketXId[0]!;
      const [kept, single, several] = [await place(), await place(), await place()];

      const details = await answer(punter.get(`/Order/GetTicketDetails?betId=${kept}`), ticketDetailsAnswer);
      expect(details).toMatchObject({
        betId: kept,
        status: 'Active',
        phone: '0123',
        cancellable: true,
        owner: 'punter',
        placedBy: 'punter',
        voidedBy: null,
      });
      expect(details.cartObject).toMatchObject({ name: '4D', dates: [{ value: TODAY }] });

      const cancelled = await answer(punter.get(`/Order/CancelOrder?header_id=${single}`), cancelOrderAnswer);
      expect(cancelled).toEqual({ cancelled: [single] });
      const many = await answer(
        punter.postJson('/Order/CancelMultipleOrder', { header_ids: [several] }),
        cancelMultipleOrderAnswer,
      );
      expect(many).toEqual([several]);

      const checked = await answer(
        punter.postForm('/Report/CheckTicket', { date: TODAY.slice(4), ticket_id: '', bet_number: '1234' }),
        checkTicketAnswer,
      );
      expect(checked).toMatchObject({ total: 1, count: 3 });
      const statuses = Object.fromEntries(checked.entries?.map((each) => [each.ticketId, each.status]) ?? []);
      expect(statuses).toEqual({ [kept]: 'Active', [single]: 'Voided', [several]: 'Voided' });

      const next = await answer(
        punter.get(`/Tool/GetBetDates?selected_date=${TODAY}&day_number=2`),
        betDatesAnswer,
      );
      expect(next).toHaveLength(1);
      expect(next[0]!.fullDate > TODAY).toBe(true);

      // Closed early, so its result may be entered: the kept ticket's 1234 Big wins the 1st prize.
      await admin.postJson('/Result/CloseDraw', { pool: 'mg', date: TODAY });
      await answer(admin.postJson('/Result/EnterResult', entry), enterResultAnswer);
      const strikes = await answer(
        punter.get(`/Order/GetStrikeReport?date_from=${TODAY}&date_to=${TODAY}`),
        strikeReportAnswer,
      );
      expect(strikes).toEqual([
        expect.objectContaining({
          betId: kept,
          betNumber: '1234',
          poolId: 1,
          prizeName: '1st Prize',
          stock: 1,
        }),
      ]);
    });
  },
);
