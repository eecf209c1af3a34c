import { fireEvent, screen, within } from '@testing-library/react';
import type { z } from 'zod';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { betDatesAnswer } from '@lotto/contract/draws';
import { getExposureAnswer, getExposureDetailAnswer } from '@lotto/contract/exposure';
import { positionTakesAnswer } from '@lotto/contract/positions';
import { appConfigAnswer } from '@lotto/contract/tools';
import { downlineAnswer } from '@lotto/contract/users';
import { mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

const AGENT = { ...PLAYER, username: 'agent1', role: 'agent' as const };
const ROW = {
  betType: 'B' as const,
  number: '1234',
  gross: 23,
  intake: 18,
  kept: 13.4,
  passed: 4.6,
  payout: 33_500,
  netIfFirst: -33_489.95,
  capFull: false,
  stopped: false,
};
const REPORT: z.input<typeof getExposureAnswer> = {
  pool: 'mg',
  drawDate: '2026-11-25',
  open: true,
  drawn: true,
  view: 'gross',
  viewer: 'agent1',
  totals: { gross: 23, intake: 18, kept: 13.4, passed: 4.6, keptPayout: 33_500, worstNet: -33_489.95 },
  rates: { B: { topPrize: 250_000, commissionBp: 2500 } },
  rows: [ROW],
};
const MEMBER = {
  status: 'active' as const,
  packageName: '2500',
  balance: 0,
  confirmOrderAbove: null,
  cashOutLimit: null,
};
const TREE = [
  { ...MEMBER, username: 'agent1', role: 'agent' as const, parent: null, children: 1, depth: 0 },
  { ...MEMBER, username: 'p9', role: 'player' as const, parent: 'agent1', children: 0, depth: 1 },
  { ...MEMBER, username: 'sub1', role: 'agent' as const, parent: 'agent1', children: 0, depth: 1 },
];
const API = {
  '/Admin/GetDownline': okContract(downlineAnswer, TREE),
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Tool/GetBetDates': okContract(betDatesAnswer, [
    { date: '25/11/2026', id: 3, fullDate: '20261125', pools: ['mg', 'kd'] },
    { date: '28/11/2026', id: 6, fullDate: '20261128', pools: ['mg'] },
  ]),
  '/Report/GetExposure': okContract(getExposureAnswer, REPORT),
  '/Report/GetExposureDetail': okContract(getExposureDetailAnswer, {
    rows: [{ username: 'sub1', gross: 23, intake: 18 }],
  }),
  '/Admin/GetPositionTakes': okContract(positionTakesAnswer, {
    username: 'agent1',
    parent: null,
    takesEditable: false,
    rows: [{ betType: 'B', take: 80, parentTake: 100, own: 20, cap: null }],
  }),
};

describe('the heavy-number report', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for the first open draw's first pool, shows the summary and a row, and splits it per downline", async () => {
    const calls = mockApi(API);
    loginAs(AGENT);
    renderApp('/exposure');
    const row = await screen.findByTestId('exposure-row');
    expect(row).toHaveTextContent('1234B23.00');
    expect(screen.getByTestId('exposure-total-kept')).toHaveTextContent('13.40');
    expect(screen.getByTestId('exposure-state')).toHaveTextContent('Open');
    expect(calls.find((call) => call.path === '/Report/GetExposure')!.url).toContain(
      'date=20261125&pool=mg&game=4D&view=gross',
    );
    await userEvent.click(row);
    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByTestId('exposure-detail-row')).toHaveTextContent('sub123.0018.00');
    // A loss of 10,000.00 suggests a cap of 4.00 on B at 2500.
    // (fireEvent: the sheet's swipe handling asks for pointer capture, which jsdom lacks)
    fireEvent.change(within(sheet).getByLabelText('Loss I accept on one number'), {
      target: { value: '10000' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Suggest' }));
    expect(within(sheet).getByTestId('exposure-cap-input')).toHaveValue('4.00');
  });

  it('tells a player it is not for them, and asks nothing', async () => {
    const calls = mockApi(API);
    loginAs(PLAYER);
    renderApp('/exposure');
    expect(await screen.findByTestId('exposure-refused')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/Report/GetExposure')).toBe(false);
  });

  it("views the report as a downline picked in the bar, hides the viewer's own actions there, and comes back", async () => {
    const calls = mockApi(API);
    loginAs(AGENT);
    renderApp('/exposure');
    await screen.findByTestId('exposure-row');
    expect(screen.getByRole('radio', { name: 'Mine' })).toBeChecked();
    await userEvent.click(screen.getByTestId('exposure-view-member'));
    const picker = await screen.findByRole('dialog');
    const options = await within(picker).findAllByTestId('exposure-member-option');
    // the viewer itself is not offered; agents before players
    expect(options.map((option) => option.dataset.username)).toEqual(['sub1', 'p9']);
    expect(options[0]).toHaveTextContent('sub1under agent1Agent');
    fireEvent.click(options[0]!);
    expect(await screen.findByRole('radio', { name: 'Book of sub1: change' })).toBeChecked();
    const asked = () => calls.filter((call) => call.path === '/Report/GetExposure').at(-1)!.url;
    await vi.waitFor(() => expect(asked()).toContain('member=sub1'));

    // the row's sheet: the drill-down as sub1 sees it; no cap nor stop of the viewer's here
    await userEvent.click(await screen.findByTestId('exposure-row'));
    const sheet = await screen.findByRole('dialog', { name: /1234/ });
    await within(sheet).findByTestId('exposure-detail-row');
    const detail = calls.filter((call) => call.path === '/Report/GetExposureDetail').at(-1)!.url;
    expect(detail).toContain('member=sub1');
    expect(within(sheet).getByRole('columnheader', { name: 'Sent to sub1' })).toBeInTheDocument();
    expect(within(sheet).queryByTestId('exposure-my-cap')).toBeNull();
    expect(within(sheet).queryByTestId('exposure-stop')).toBeNull();
    expect(within(sheet).getByTestId('exposure-as-note')).toHaveTextContent("This is sub1's book.");
    fireEvent.click(within(sheet).getByTestId('exposure-back-mine'));
    expect(await screen.findByRole('radio', { name: 'Mine' })).toBeChecked();
    await vi.waitFor(() => expect(asked()).not.toContain('member='));
  });

  it("opens the report as a direct downline from the drill-down's name", async () => {
    const calls = mockApi(API);
    loginAs(AGENT);
    renderApp('/exposure');
    await userEvent.click(await screen.findByTestId('exposure-row'));
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(await within(sheet).findByRole('button', { name: "Open sub1's book" }));
    expect(await screen.findByTestId('exposure-view-as')).toHaveAttribute('data-member', 'sub1');
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/Report/GetExposure').at(-1)!.url).toContain(
        'member=sub1',
      ),
    );
  });

  it('lists fifty members at once and finds the others by name', async () => {
    const players = Array.from({ length: 55 }, (_, index) => ({
      ...MEMBER,
      username: `p${String(index).padStart(2, '0')}`,
      role: 'player' as const,
      parent: 'agent1',
      children: 0,
      depth: 1,
    }));
    mockApi({ ...API, '/Admin/GetDownline': okContract(downlineAnswer, [TREE[0]!, ...players]) });
    loginAs(AGENT);
    renderApp('/exposure');
    await userEvent.click(await screen.findByTestId('exposure-view-member'));
    const picker = await screen.findByRole('dialog');
    expect(await within(picker).findAllByTestId('exposure-member-option')).toHaveLength(50);
    expect(within(picker).getByTestId('exposure-member-more')).toHaveTextContent('5 more: type a name');
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'P54' } });
    await vi.waitFor(() =>
      expect(
        within(picker)
          .getAllByTestId('exposure-member-option')
          .map((o) => o.dataset.username),
      ).toEqual(['p54']),
    );
    expect(within(picker).queryByTestId('exposure-member-more')).toBeNull();
  });
});
