import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BET_TYPE_CODES } from '@lotto/domain/bet-types';
import { downlineAnswer } from '@lotto/contract/users';
import {
  positionTakesAnswer,
  setPositionTakesAnswer,
  type PositionTakesAnswer,
} from '@lotto/contract/positions';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { fail, mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';
import type { DownlineRow } from '../api/get-downline';

const row = (username: string, depth: number, extra: Partial<DownlineRow> = {}): DownlineRow => ({
  username,
  role: 'agent',
  status: 'active',
  packageName: null,
  balance: 0,
  parent: null,
  children: 0,
  depth,
  confirmOrderAbove: null,
  cashOutLimit: null,
  ...extra,
});
const TREE: DownlineRow[] = [
  row('mgr', 0, { children: 1, parent: 'admin' }),
  row('agt', 1, { parent: 'mgr', children: 1 }),
  row('pla', 2, { parent: 'agt', role: 'player' }),
];
const MGR = { ...PLAYER, username: 'mgr', role: 'agent' as const };
const takes = (username: string, parent: string | null, editable: boolean): PositionTakesAnswer => ({
  username,
  parent,
  takesEditable: editable,
  rows: BET_TYPE_CODES.map((betType) =>
    betType === 'B'
      ? { betType, take: 50, parentTake: 80, own: 30, cap: '5.00' }
      : { betType, take: 0, parentTake: betType === 'S' ? 10 : 0, own: betType === 'S' ? 10 : 0, cap: null },
  ),
});
const api = (extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Admin/GetDownline': okContract(downlineAnswer, TREE),
  '/Admin/GetPositionTakes': (request: RecordedRequest) => {
    const username = new URL(request.url, 'http://x').searchParams.get('username')!;
    return okContract(
      positionTakesAnswer,
      takes(username, username === 'mgr' ? null : 'mgr', username !== 'mgr'),
    );
  },
  ...extra,
});
const bodies = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.path === '/Admin/SetPositionTakes').map((call) => JSON.parse(call.body!));

describe('占成 (position taking) of a downline agent', () => {
  it('shows take, own share and cap per bet type; a decrease names the descendants lowered before saving', async () => {
    const calls = mockApi(
      api({
        '/Admin/SetPositionTakes': (request: RecordedRequest) =>
          okContract(
            setPositionTakesAnswer,
            JSON.parse(request.body!).dryRun
              ? { changed: 1, clamped: [{ username: 'sub', betType: 'B', from: 45, to: 40 }] }
              : { changed: 1, clamped: [{ username: 'sub', betType: 'B', from: 45, to: 40 }] },
          ),
      }),
    );
    loginAs(MGR);
    renderApp('/admin/users');
    const rows = await screen.findAllByTestId('downline-row');
    fireEvent.click(rows[1]!);
    fireEvent.click(await screen.findByText('Position taking (占成)'));
    const dialog = await screen.findByRole('form', { name: 'Position taking (占成)' });
    const take = await within(dialog).findByLabelText('B Take %');
    expect(take).toHaveValue('50');
    expect(within(dialog).getByLabelText('B Eat cap (吃字)')).toHaveValue('5.00');
    expect(within(dialog).getByText('≤ 80 (upline)')).toBeInTheDocument();
    expect(within(dialog).getByText('30%')).toBeInTheDocument();
    fireEvent.change(take, { target: { value: '40' } });
    expect(within(dialog).getByText('40%')).toBeInTheDocument(); // own share follows the typed take
    fireEvent.change(within(dialog).getByLabelText('S Eat cap (吃字)'), { target: { value: '1.234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'S: enter points with at most two decimals',
    );
    expect(bodies(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('S Eat cap (吃字)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lower the downline too?')).toBeInTheDocument();
    expect(screen.getByText(/sub B: 45% → 40%/)).toBeInTheDocument();
    const confirm = screen.getByRole('dialog', { name: 'Lower the downline too?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Position taking of agt saved');
    expect(bodies(calls)).toEqual([
      { username: 'agt', takes: { B: '40' }, caps: {}, dryRun: true },
      { username: 'agt', takes: { B: '40' }, caps: {} },
    ]);
  });

  it("applies a group's first row to all its bet types, and shows the server's refusal", async () => {
    const calls = mockApi(
      api({ '/Admin/SetPositionTakes': fail('VALIDATION_FAILED', "takes.S: at most 10 (mgr's)", 400) }),
    );
    loginAs(MGR);
    renderApp('/admin/users');
    fireEvent.click((await screen.findAllByTestId('downline-row'))[1]!);
    fireEvent.click(await screen.findByText('Position taking (占成)'));
    const dialog = await screen.findByRole('form', { name: 'Position taking (占成)' });
    await within(dialog).findByLabelText('B Take %');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply the first row to all of 4D' }));
    expect(within(dialog).getByLabelText('4C Take %')).toHaveValue('50');
    expect(within(dialog).getByLabelText('4C Eat cap (吃字)')).toHaveValue('5.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("takes.S: at most 10 (mgr's)");
    await waitFor(() => expect(bodies(calls)).toHaveLength(1));
    expect(bodies(calls)[0].takes).toMatchObject({ S: '50', '4A': '50', '4C': '50' });
  });

  it('an agent reads its own takes (read-only) and may set its own caps', async () => {
    const calls = mockApi(
      api({ '/Admin/SetPositionTakes': okContract(setPositionTakesAnswer, { changed: 1, clamped: [] }) }),
    );
    loginAs(MGR);
    renderApp('/admin/users');
    fireEvent.click(await screen.findByTestId('my-position'));
    const dialog = await screen.findByRole('form', { name: 'Position taking (占成)' });
    expect(await within(dialog).findByLabelText('B Take %')).toHaveAttribute('readonly');
    fireEvent.change(within(dialog).getByLabelText('B Eat cap (吃字)'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toBeInTheDocument();
    expect(bodies(calls).at(-1)).toEqual({ username: 'mgr', takes: {}, caps: { B: '7' } });
  });
});
