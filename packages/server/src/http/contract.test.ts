import { beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '@lotto/contract/envelope';
import {
  betDatesAnswer,
  drawDateChangedAnswer,
  savedScheduleAnswer,
  schedulesAnswer,
  settlementsAnswer,
} from '@lotto/contract/draws';
import {
  orderLineErrorsSchema,
  receiptSchema,
  ticketListAnswer,
  type MakeOrderInput,
} from '@lotto/contract/order';
import {
  exposureAnswer,
  limitsAnswer,
  limitViewSchema,
  packageDetailAnswer,
  packagesAnswer,
} from '@lotto/contract/packages';
import {
  betReportAnswer,
  dailyProfitLossAnswer,
  dailySalesAnswer,
  profitLossAnswer,
  walletStatementAnswer,
  winningReportAnswer,
} from '@lotto/contract/reports';
import {
  enterResultAnswer,
  importProblemsSchema,
  importSummaryAnswer,
  jackpotHistoryAnswer,
  resultItemSchema,
  resultPreviewAnswer,
  strikeReportAnswer,
  type ResultEntryInput,
} from '@lotto/contract/results';
import {
  auditPageAnswer,
  createdUserAnswer,
  downlineAnswer,
  noDataAnswer,
  transferResultAnswer,
  transfersAnswer,
} from '@lotto/contract/users';
import { contractAnswer, useContractWorld } from '../test-support/contract-world.js';
import { MAGNUM_SUNDAY } from '../test-support/report-world.js';
import type { TestBrowser } from '../test-support/http-client.js';
import { TEST_DIALECTS } from '../test-support/test-db.js';

// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur: Magnum draws today until 19:00.
const TODAY = '20261122';
const entry: ResultEntryInput = MAGNUM_SUNDAY;
const cart: MakeOrderInput = {
  name: '4D',
  dates: [{ value: TODAY }],
  betList: [{ number: '1234', pattern: 'BOX', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
  remark: '',
  phone: '',
};

describe.each(TEST_DIALECTS)('the server answers as the contract says, on %s', (dialect) => {
  const world = useContractWorld(dialect);
  let admin: TestBrowser;
  let punter: TestBrowser;
  beforeAll(() => {
    admin = world.admin();
    punter = world.punter();
  });

  it('orders: the receipt, and the line errors of a refused order string', async () => {
    const receipt = await contractAnswer(punter.postJson('/Order/MakeOrder', cart), receiptSchema);
    expect(receipt).toMatchObject({ betStatus: 'COMPLETE', ticketXId: [expect.any(String)] });

    const refused = failureOf(await punter.postJson('/Order/MakeOrderAdvanced', { str2: '#M\n12a4#1' }));
    expect(orderLineErrorsSchema.parse(refused.data).errors[0]).toMatchObject({ line: 2 });
  });

  it('results: preview, entry, import and its refusal, the latest results', async () => {
    // Closed early, so its result may be entered (a later clock would end the sessions).
    await admin.postJson('/Result/CloseDraw', { pool: 'mg', date: TODAY });
    const preview = await contractAnswer(admin.postJson('/Admin/PreviewResult', entry), resultPreviewAnswer);
    expect(preview).toMatchObject({ change: 'new', version: 1, winningLines: 1 });
    const entered = await contractAnswer(admin.postJson('/Result/EnterResult', entry), enterResultAnswer);
    expect(entered).toMatchObject({ change: 'new', version: 1 });
    const again = await contractAnswer(admin.postJson('/Admin/EnterResult', entry), enterResultAnswer);
    expect(again).toMatchObject({ change: 'unchanged', version: 1 });

    const file = JSON.stringify({ results: [{ ...entry, pool: 'kd', date: '2026-11-21' }] });
    const imported = await contractAnswer(
      admin.postJson('/Admin/ImportResults', { format: 'json', fileName: 'a.json', text: file }),
      importSummaryAnswer,
    );
    expect(imported).toMatchObject({ draws: 1, new: 1 });
    const refused = failureOf(
      await admin.postJson('/Admin/ImportResults', { format: 'json', fileName: 'b.json', text: '{' }),
    );
    expect(importProblemsSchema.parse(refused.data).problems[0]).toMatchObject({ file: 'b.json', line: 1 });

    const latest = await contractAnswer(
      punter.get(`/Tool/GetLatestResult?date=${TODAY}`),
      resultItemSchema.array(),
    );
    expect(latest).toContainEqual(expect.objectContaining({ brand: 'mg', drawDate: TODAY }));
    // the first test's ticket won: its strike carries the ticket's remark, '' when it has none
    const strikes = await contractAnswer(
      punter.get(`/Order/GetStrikeReport?date_from=${TODAY}&date_to=${TODAY}`),
      strikeReportAnswer,
    );
    expect(strikes[0]).toMatchObject({ drawDate: TODAY, remark: '' });
  });

  it('reports: bet report, daily sales, profit and loss, winning report, wallet statement', async () => {
    const range = { date_from: TODAY, date_to: TODAY };
    const bets = await contractAnswer(punter.get(`/Report/GetBetReport?DrawDate=${TODAY}`), betReportAnswer);
    expect(bets[0]?.ticketDetails[0]).toMatchObject({ number: '*1234' });
    await contractAnswer(punter.postJson('/Report/GetDailySales', { date_from: TODAY }), dailySalesAnswer);
    await contractAnswer(punter.postJson('/Report/GetProfitLoss', range), profitLossAnswer);
    await contractAnswer(punter.postJson('/Report/GetDailyProfitLoss', range), dailyProfitLossAnswer);
    const wins = await contractAnswer(
      punter.get(`/Report/GetWinningReport?date_from=${TODAY}&date_to=${TODAY}`),
      winningReportAnswer,
    );
    expect(wins.count).toBeGreaterThan(0);
    const statement = await contractAnswer(
      punter.get('/Report/GetWalletStatement?fromDate=11/22/2026&toDate=11/22/2026'),
      walletStatementAnswer,
    );
    expect(statement.length).toBeGreaterThan(0);
  });

  it('orders: the open bet dates and the ticket list', async () => {
    const dates = await contractAnswer(punter.get('/Tool/GetBetDates'), betDatesAnswer);
    expect(dates[0]).toMatchObject({ pools: expect.any(Array) });
    // the first test's order (Magnum, today)
    const tickets = await contractAnswer(
      punter.get('/Order/GetTicketList?datefrom=11/22/2026&dateto=11/22/2026&targetstatus=1'),
      ticketListAnswer,
    );
    expect(tickets[0]).toMatchObject({ drawDate: '2026-11-22', pool: 'mg' });
    await contractAnswer(
      punter.get(`/Tool/GetJackpotHistory?date_from=${TODAY}&date_to=${TODAY}`),
      jackpotHistoryAnswer,
    );
  });

  it('back office: draws, packages and limits, users and credit, the audit log', async () => {
    const schedules = await contractAnswer(admin.get('/Admin/GetSchedules'), schedulesAnswer);
    expect(schedules).toContainEqual(expect.objectContaining({ pool: 'mg' }));
    const saved = await contractAnswer(
      admin.postJson('/Admin/SetSchedule', { pool: 'kd', cutoff: '18:30' }),
      savedScheduleAnswer,
    );
    expect(saved).toMatchObject({ pool: 'kd', cutoff: '18:30' });
    const special = { pool: 'mg', date: '20261124', kind: 'special' };
    expect(
      await contractAnswer(admin.postJson('/Admin/AddDrawDate', special), drawDateChangedAnswer),
    ).toEqual({
      changed: true,
    });
    await contractAnswer(admin.postJson('/Admin/RemoveDrawDate', special), drawDateChangedAnswer);
    await contractAnswer(admin.get(`/Admin/GetSettlements?from=${TODAY}&to=${TODAY}`), settlementsAnswer);

    const packages = await contractAnswer(admin.get('/Admin/GetPackages'), packagesAnswer);
    const name = packages[0]!.name;
    await contractAnswer(admin.get(`/Admin/GetPackage?name=${name}`), packageDetailAnswer);
    await contractAnswer(
      admin.postJson('/Admin/SavePackage', { name: 'p-contract', scale: 1 }),
      packageDetailAnswer,
    );
    const limit = await contractAnswer(
      admin.postForm('/Admin/SetLimit', {
        pool: 'all',
        betType: 'B',
        drawDate: '',
        number: '1234',
        limit: '50',
      }),
      limitViewSchema,
    );
    await contractAnswer(admin.get('/Admin/GetLimits'), limitsAnswer);
    await contractAnswer(admin.postForm('/Admin/DeleteLimit', { id: String(limit.id) }), limitViewSchema);
    await contractAnswer(admin.get(`/Admin/GetExposure?pool=mg&date=2026-11-22`), exposureAnswer);

    const created = await contractAnswer(
      admin.postForm('/Admin/CreateUser', {
        username: 'Newbie',
        password: 'newbie-pass-1',
        role: 'player',
        parent: '',
        packageName: name,
        credit: '',
      }),
      createdUserAnswer,
    );
    expect(created).toEqual({ username: 'newbie' });
    await contractAnswer(
      admin.postForm('/Admin/SetPackage', { username: 'newbie', packageName: name }),
      noDataAnswer,
    );
    await contractAnswer(
      admin.postForm('/Admin/ResetPassword', { username: 'newbie', newPassword: 'newbie-pass-2' }),
      noDataAnswer,
    );
    await contractAnswer(
      admin.postForm('/Admin/SetUserStatus', { username: 'newbie', status: 'active' }),
      noDataAnswer,
    );
    await contractAnswer(admin.get('/Admin/GetDownline'), downlineAnswer);
    const transfer = { username: 'newbie', direction: 'give', amount: '5', remark: 'top-up' };
    await contractAnswer(admin.postForm('/Admin/TransferCredit', transfer), transferResultAnswer);
    const transfers = await contractAnswer(admin.get('/Admin/GetTransfers'), transfersAnswer);
    expect(transfers[0]).toMatchObject({ downline: 'newbie', direction: 'give', amount: 5 });
    const audit = await contractAnswer(admin.get('/Admin/GetAuditLog'), auditPageAnswer);
    expect(audit.items.length).toBeGreaterThan(0);
  });
});

function failureOf(response: { json(): unknown }) {
  return failureSchema.parse(response.json());
}
