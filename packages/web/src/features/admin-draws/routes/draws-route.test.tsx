import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  drawDateChangedAnswer,
  savedScheduleAnswer,
  schedulesAnswer,
  settlementsAnswer,
} from '@lotto/contract/draws';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { weeklyResetWaitAnswer } from '@lotto/contract/weekly';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';
import type { PoolScheduleView } from '../api/get-schedules';
import type { DrawSettlement } from '../api/get-settlements';

const ADMIN = { ...PLAYER, username: 'admin', role: 'admin' as const };
const MAGNUM: PoolScheduleView = {
  pool: 'mg',
  name: 'Magnum 4D',
  weekdays: [0, 3, 6],
  cutoff: '19:00',
  specialDates: ['20261124'],
  closedDates: [],
  lastClosedDraw: '20261121',
  today: { date: '20261122', drawDay: true, open: true, closedEarly: false },
};
const SETTLING: DrawSettlement = {
  pool: 'kd',
  poolName: 'Da Ma Cai 1+3D',
  drawDate: '20261121',
  state: 'settling',
  resultVersion: 1,
  settledAt: '21/11/2026 19:30:00',
  lines: 2040,
  totalLines: 4870,
  win: 287_211.16,
  commission: 10,
};
const api = (schedules: PoolScheduleView[], settlements: DrawSettlement[] = []) => ({
  '/Admin/GetSettlements': okContract(settlementsAnswer, settlements),
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Admin/GetSchedules': okContract(schedulesAnswer, schedules),
  '/Admin/SetSchedule': okContract(savedScheduleAnswer, { pool: 'mg', weekdays: [0, 3, 6], cutoff: '18:30' }),
  '/Admin/AddDrawDate': okContract(drawDateChangedAnswer, { changed: true }),
  '/Admin/RemoveDrawDate': okContract(drawDateChangedAnswer, { changed: true }),
});
const bodiesOf = (calls: RecordedRequest[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => JSON.parse(call.body) as unknown);

describe('back-office draws', () => {
  it("lists each pool's schedule and closes today's draw after a confirm", async () => {
    const calls = mockApi(api([MAGNUM]));
    loginAs(ADMIN);
    renderApp('/admin/draws');
    const card = await screen.findByTestId('schedule-mg');
    expect(document.title).toBe('Draws | Lotto');
    expect(screen.queryByTestId('settling-list')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Magnum 4D' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Cut-off')).toHaveValue('19:00');
    expect(within(card).getByTestId('special-date')).toHaveTextContent('24/11/2026');

    fireEvent.click(within(card).getByRole('button', { name: 'Close now' }));
    expect(await screen.findByText('Close Magnum 4D now?')).toBeInTheDocument();
    expect(bodiesOf(calls, '/Admin/AddDrawDate')).toEqual([]);
    const buttons = screen.getAllByRole('button', { name: 'Close now' });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() =>
      expect(bodiesOf(calls, '/Admin/AddDrawDate')).toEqual([
        { pool: 'mg', date: '20261122', kind: 'closed' },
      ]),
    );
  });

  it('warns when a missing result holds the weekly reset back, naming the week and the draw', async () => {
    mockApi({
      ...api([MAGNUM]),
      '/Admin/GetWeeklyResetWait': okContract(weeklyResetWaitAnswer, {
        week: '20261116',
        label: 'Mon 16/11 00:00 – Sun 22/11 24:00',
        draws: [{ pool: 'mg', drawDate: '20261121' }],
      }),
    });
    loginAs(ADMIN);
    renderApp('/admin/draws');
    const warning = await screen.findByTestId('weekly-reset-wait');
    expect(warning).toHaveTextContent('The weekly reset is waiting');
    expect(warning).toHaveTextContent('Mon 16/11 00:00 – Sun 22/11 24:00');
    expect(within(warning).getByTestId('reset-wait-draw')).toHaveTextContent('Magnum 4D 21/11/2026');
  });

  it('saves a changed cut-off and removes a special date', async () => {
    const calls = mockApi(api([MAGNUM]));
    loginAs(ADMIN);
    renderApp('/admin/draws');
    const card = await screen.findByTestId('schedule-mg');
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(within(card).getByLabelText('Cut-off'), { target: { value: '18:30' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(bodiesOf(calls, '/Admin/SetSchedule')).toEqual([
        { pool: 'mg', weekdays: [0, 3, 6], cutoff: '18:30' },
      ]),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/Admin/RemoveDrawDate')).toEqual([
        { pool: 'mg', date: '20261124', kind: 'special' },
      ]),
    );
  });

  it('offers Reopen instead of Close now when the draw was closed', async () => {
    mockApi(
      api([
        { ...MAGNUM, closedDates: ['20261122'], today: { ...MAGNUM.today, open: false, closedEarly: true } },
      ]),
    );
    loginAs(ADMIN);
    renderApp('/admin/draws');
    const card = await screen.findByTestId('schedule-mg');
    expect(within(card).getByText('Closed today')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Close now' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('adds a special draw on a date shown dd/MM/yyyy', async () => {
    const calls = mockApi(api([MAGNUM]));
    loginAs(ADMIN);
    renderApp('/admin/draws');
    const card = await screen.findByTestId('schedule-mg');
    fireEvent.change(within(card).getByLabelText('Date'), { target: { value: '2026-11-26' } });
    expect(within(card).getByText('26/11/2026')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(bodiesOf(calls, '/Admin/AddDrawDate')).toEqual([
        { pool: 'mg', date: '20261126', kind: 'special' },
      ]),
    );
  });

  it('lists the draws still settling, n of m lines, and nothing when none is', async () => {
    mockApi(api([MAGNUM], [SETTLING]));
    loginAs(ADMIN);
    renderApp('/admin/draws');
    const list = await screen.findByTestId('settling-list');
    expect(list).toHaveTextContent('Settlements in progress');
    expect(within(list).getByTestId('settlement-row')).toHaveTextContent('Settling 2,040 of 4,870');
    expect(within(list).getByTestId('settlement-row')).toHaveTextContent('Da Ma Cai 1+3D');
  });

  it('refuses an agent plainly and asks nothing', async () => {
    const calls = mockApi(api([MAGNUM]));
    loginAs({ ...PLAYER, username: 'agent1', role: 'agent' });
    renderApp('/admin/draws');
    expect(await screen.findByTestId('admin-refused')).toHaveTextContent('Not available');
    expect(calls.some((call) => call.path === '/Admin/GetSchedules')).toBe(false);
  });
});
