import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import { downlineAnswer, transferResultAnswer, transfersAnswer } from '@lotto/contract/users';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';
import type { TransferRow } from '../api/get-transfers';

const TRANSFERS: TransferRow[] = [
  {
    ref: 'b',
    formattedDate: '22/11/2026 12:05:00',
    upline: 'agent1',
    downline: 'player1',
    direction: 'take',
    amount: 0.25,
    remark: 'round down',
    by: 'agent1',
  },
  {
    ref: 'a',
    formattedDate: '22/11/2026 12:00:00',
    upline: null,
    downline: 'agent1',
    direction: 'give',
    amount: 1000,
    remark: 'float',
    by: 'admin',
  },
];
const AGENT = { ...PLAYER, username: 'agent1', role: 'agent' as const };
const downline: z.input<typeof downlineAnswer> = [
  {
    username: 'agent1',
    role: 'agent',
    status: 'active',
    packageName: null,
    balance: 1000,
    parent: 'admin',
    children: 1,
    depth: 0,
    confirmOrderAbove: null,
    cashOutLimit: null,
  },
  {
    username: 'player1',
    role: 'player',
    status: 'active',
    packageName: null,
    balance: 5,
    parent: 'agent1',
    children: 0,
    depth: 1,
    confirmOrderAbove: null,
    cashOutLimit: null,
  },
];
const bodies = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Admin/TransferCredit')
    .map((call) => Object.fromEntries(new URLSearchParams(call.body)));

describe('back office credit', () => {
  it('lists recent transfers newest first, the house named as such', async () => {
    mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'normal',
        titleSuffix: 'Lotto',
        timeZone: DEVICE_ZONE,
      }),
      '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
      '/Admin/GetDownline': okContract(downlineAnswer, downline),
      '/Admin/GetTransfers': okContract(transfersAnswer, TRANSFERS),
    });
    loginAs(AGENT);
    renderApp('/admin/credit');
    const rows = await screen.findAllByTestId('transfer-row');
    expect(rows[0]).toHaveTextContent('player1 → agent1-0.25');
    expect(rows[0]).toHaveTextContent('round down');
    expect(rows[1]).toHaveTextContent('House → agent1+1,000.00');
    expect(rows[1]).toHaveTextContent('by admin');
  });

  it('checks the form, then takes credit from the picked downline', async () => {
    const calls = mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'normal',
        titleSuffix: 'Lotto',
        timeZone: DEVICE_ZONE,
      }),
      '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
      '/Admin/GetDownline': okContract(downlineAnswer, downline),
      '/Admin/GetTransfers': okContract(transfersAnswer, []),
      '/Admin/TransferCredit': okContract(transferResultAnswer, {
        ref: 'r',
        upline: 'agent1',
        downline: 'player1',
        uplineBalance: 1001,
        downlineBalance: 4,
      }),
    });
    loginAs(AGENT);
    renderApp('/admin/credit');
    expect(await screen.findByTestId('transfers-empty')).toBeInTheDocument();
    const formEl = screen.getByRole('form', { name: 'Give or take credit' });
    const picker = within(formEl).getByLabelText('Downline user') as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.value)).toEqual(['', 'player1']));
    fireEvent.click(within(formEl).getByRole('button', { name: 'Give credit' }));
    expect(await within(formEl).findByText('Choose a user')).toBeInTheDocument();
    expect(within(formEl).getAllByText('Required')).toHaveLength(2);
    fireEvent.change(picker, { target: { value: 'player1' } });
    fireEvent.click(within(formEl).getByText('Take'));
    fireEvent.change(within(formEl).getByLabelText('Amount (points)'), { target: { value: '0' } });
    fireEvent.change(within(formEl).getByLabelText('Remark'), { target: { value: 'back' } });
    fireEvent.click(within(formEl).getByRole('button', { name: 'Take credit' }));
    expect(await within(formEl).findByText('Must be more than 0')).toBeInTheDocument();
    fireEvent.change(within(formEl).getByLabelText('Amount (points)'), { target: { value: '1' } });
    fireEvent.click(within(formEl).getByRole('button', { name: 'Take credit' }));
    // Nothing moves before a confirm that names the amount and both users (issue 36.3).
    const confirm = await screen.findByRole('dialog', { name: 'Take credit?' });
    expect(confirm).toHaveTextContent('agent1 takes 1.00 points back from player1.');
    expect(bodies(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Take credit' }));
    await waitFor(() =>
      expect(bodies(calls)).toEqual([
        { username: 'player1', direction: 'take', amount: '1', remark: 'back' },
      ]),
    );
    expect(await screen.findByText('Credit taken from player1')).toBeInTheDocument();
  });

  it('gives nothing when the confirm is cancelled; the house gives as the house (issue 36.3)', async () => {
    const calls = mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'normal',
        titleSuffix: 'Lotto',
        timeZone: DEVICE_ZONE,
      }),
      '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 0, confirmOrderAbove: null }),
      '/Admin/GetDownline': okContract(downlineAnswer, downline),
      '/Admin/GetTransfers': okContract(transfersAnswer, []),
    });
    loginAs({ ...PLAYER, username: 'admin', role: 'admin' });
    renderApp('/admin/credit');
    const formEl = await screen.findByRole('form', { name: 'Give or take credit' });
    const picker = within(formEl).getByLabelText('Downline user') as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.value)).toContain('agent1'));
    fireEvent.change(picker, { target: { value: 'agent1' } });
    fireEvent.change(within(formEl).getByLabelText('Amount (points)'), { target: { value: '1500' } });
    fireEvent.change(within(formEl).getByLabelText('Remark'), { target: { value: 'float' } });
    fireEvent.click(within(formEl).getByRole('button', { name: 'Give credit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give credit?' });
    expect(confirm).toHaveTextContent('House gives 1,500.00 points to agent1.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Give credit?' })).toBeNull());
    expect(bodies(calls)).toEqual([]);
    expect(within(formEl).getByLabelText('Amount (points)')).toHaveValue('1500');
  });
});
