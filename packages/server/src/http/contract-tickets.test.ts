import { beforeAll, describe, expect, it } from 'vitest';
import { betDatesAnswer } from '@lotto/contract/draws';
import { receiptSchema, type MakeOrderInput } from '@lotto/contract/order';
import { enterResultAnswer, strikeReportAnswer, type ResultEntryInput } from '@lotto/contract/results';
import {
  cancelMultipleOrderAnswer,
  cancelOrderAnswer,
  checkTicketAnswer,
  ticketDetailsAnswer,
} from '@lotto/contract/tickets';
import { contractAnswer, useContractWorld } from '../test-support/contract-world.js';
import { MAGNUM_SUNDAY } from '../test-support/report-world.js';
import type { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS } from '../test-support/test-db.js';

// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur: Magnum draws today until 19:00.
const TODAY = '20261122';
const cart: MakeOrderInput = {
  name: '4D',
  dates: [{ value: TODAY }],
  betList: [{ number: '1234', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
  remark: 'contract',
  phone: '0123',
};
const entry: ResultEntryInput = MAGNUM_SUNDAY;

describe.each(TEST_DIALECTS)(
  'ticket, cancel, check-ticket and strike answers follow the contract, on %s',
  (dialect) => {
    const world = useContractWorld(dialect);
    let admin: TestBrowser;
    let punter: TestBrowser;
    beforeAll(() => {
      admin = world.admin();
      punter = world.punter();
    });

    it('details, check ticket, cancel one and several, the next draw day, the strikes', async () => {
      const place = async () =>
        (await contractAnswer(punter.postJson('/Order/MakeOrder', cart), receiptSchema)).ticketXId[0]!;
      const [kept, single, several] = [await place(), await place(), await place()];

      const details = await contractAnswer(
        punter.get(`/Order/GetTicketDetails?betId=${kept}`),
        ticketDetailsAnswer,
      );
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

      const cancelled = await contractAnswer(
        punter.get(`/Order/CancelOrder?header_id=${single}`),
        cancelOrderAnswer,
      );
      expect(cancelled).toEqual({ cancelled: [single] });
      const many = await contractAnswer(
        punter.postJson('/Order/CancelMultipleOrder', { header_ids: [several] }),
        cancelMultipleOrderAnswer,
      );
      expect(many).toEqual([several]);

      const checked = await contractAnswer(
        punter.postForm('/Report/CheckTicket', { date: TODAY.slice(4), ticket_id: '', bet_number: '1234' }),
        checkTicketAnswer,
      );
      expect(checked).toMatchObject({ total: 1, count: 3 });
      const statuses = Object.fromEntries(checked.entries?.map((each) => [each.ticketId, each.status]) ?? []);
      expect(statuses).toEqual({ [kept]: 'Active', [single]: 'Voided', [several]: 'Voided' });

      const next = await contractAnswer(
        punter.get(`/Tool/GetBetDates?selected_date=${TODAY}&day_number=2`),
        betDatesAnswer,
      );
      expect(next).toHaveLength(1);
      expect(next[0]!.fullDate > TODAY).toBe(true);

      // Closed early, so its result may be entered: the kept ticket's 1234 Big wins the 1st prize.
      await admin.postJson('/Result/CloseDraw', { pool: 'mg', date: TODAY });
      await contractAnswer(admin.postJson('/Result/EnterResult', entry), enterResultAnswer);
      const strikes = await contractAnswer(
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
