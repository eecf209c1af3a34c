import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { packagesAnswer } from '@lotto/contract/packages';
import { createdUserAnswer, downlineAnswer, noDataAnswer, transferResultAnswer } from '@lotto/contract/users';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { fail, mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';
import type { DownlineRow } from '../api/get-downline';

const row = (username: string, depth: number, extra: Partial<DownlineRow> = {}): DownlineRow => ({
  username,
  role: 'player',
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
  row('agent1', 0, { role: 'agent', balance: 1000, children: 2, parent: 'admin' }),
  row('sub1', 1, { role: 'agent', children: 1, parent: 'agent1', cashOutLimit: 1200 }),
  row('player9', 2, { parent: 'sub1', balance: 12.5, packageName: '2500', confirmOrderAbove: 500 }),
  row('player1', 1, { parent: 'agent1', status: 'suspended' }),
];
const AGENT = { ...PLAYER, username: 'agent1', role: 'agent' as const };
const api = (extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Admin/GetPackages': okContract(packagesAnswer, [
    { id: 1, name: '2500', scale: 1, scalePer10k: 10000, users: 1 },
  ]),
  '/Admin/GetDownline': (request: RecordedRequest) => {
    const search = new URL(request.url, 'http://x').searchParams.get('search');
    return okContract(downlineAnswer, search ? TREE.filter((r) => r.username.includes(search)) : TREE);
  },
  ...extra,
});
const form = (calls: RecordedRequest[], path: string) =>
  calls
    .filter((call) => call.path === path)
    .map((call) => Object.fromEntries(new URLSearchParams(call.body)));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('back office users', () => {
  it('shows the tree indented, with role and status badges and balances; searches', async () => {
    const calls = mockApi(api());
    loginAs(AGENT);
    renderApp('/admin/users');
    const rows = await screen.findAllByTestId('downline-row');
    expect(rows.map((r) => r.dataset.username)).toEqual(['agent1', 'sub1', 'player9', 'player1']);
    expect(rows[2]).toHaveStyle({ marginLeft: '28px' });
    expect(rows[0]).toBeDisabled();
    expect(within(rows[2]!).getByTestId('downline-balance')).toHaveTextContent('12.50');
    expect(within(rows[2]!).getByText('Player')).toBeInTheDocument();
    expect(within(rows[3]!).getByTestId('status-suspended')).toHaveTextContent('Suspended');
    type('Search username', 'play');
    await waitFor(() => expect(screen.getAllByTestId('downline-row')).toHaveLength(2));
    expect(calls.some((c) => c.url.includes('search=play'))).toBe(true);
  });

  it('creates a user: field errors first, then the server naming a field, then success', async () => {
    let answer = fail('VALIDATION_FAILED', 'parent: no agent named sub1 in your tree', 400);
    const calls = mockApi(api({ '/Admin/CreateUser': () => answer }));
    loginAs(AGENT);
    renderApp('/admin/users');
    await screen.findAllByTestId('downline-row');
    fireEvent.click(screen.getByTestId('new-user'));
    const dialog = await screen.findByRole('form', { name: 'New user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('3 to 32 of a-z, 0-9, _ and .')).toBeInTheDocument();
    expect(within(dialog).getByText('6 to 64 characters')).toBeInTheDocument();
    expect(form(calls, '/Admin/CreateUser')).toEqual([]);
    // Uplines: the agent itself first, then its agents; never a player.
    const parent = within(dialog).getByLabelText('Upline') as HTMLSelectElement;
    expect([...parent.options].map((o) => o.value)).toEqual(['agent1', 'sub1']);
    fireEvent.change(parent, { target: { value: 'sub1' } });
    type('Username', 'newbie');
    type('Password', 'secret1');
    type('Opening credit (optional)', '1.234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Enter points with at most two decimals')).toBeInTheDocument();
    type('Opening credit (optional)', '50');
    fireEvent.change(within(dialog).getByLabelText('Package'), { target: { value: '2500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('no agent named sub1 in your tree')).toBeInTheDocument();
    answer = okContract(createdUserAnswer, { username: 'newbie' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    // the app's own toast (bottom left, spec §9), not antd's centred one
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('newbie created');
    expect(form(calls, '/Admin/CreateUser').at(-1)).toEqual({
      role: 'player',
      parent: 'sub1',
      username: 'newbie',
      password: 'secret1',
      packageName: '2500',
      credit: '50',
    });
  });

  it('in the weekly cycle creates a user without opening credit and says where its weekly limit is set', async () => {
    const calls = mockApi(
      api({
        '/Account/GetMyCredit': okContract(creditAnswer, {
          creditLeft: 1000,
          confirmOrderAbove: null,
          weeklyLimit: 1000,
        }),
        '/Admin/CreateUser': okContract(createdUserAnswer, { username: 'weekp' }),
      }),
    );
    loginAs(AGENT);
    renderApp('/admin/users');
    await screen.findAllByTestId('downline-row');
    fireEvent.click(screen.getByTestId('new-user'));
    const dialog = await screen.findByRole('form', { name: 'New user' });
    await waitFor(() =>
      expect(within(dialog).queryByLabelText('Opening credit (optional)')).not.toBeInTheDocument(),
    );
    type('Username', 'weekp');
    type('Password', 'secret1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('weekp created');
    expect(form(calls, '/Admin/CreateUser').at(-1)).toMatchObject({ username: 'weekp', credit: '' });
    const next = await screen.findByTestId('weekly-limit-next');
    expect(next).toHaveTextContent('weekp created with no credit');
    expect(within(next).getByRole('link', { name: 'Set its weekly limit' })).toHaveAttribute(
      'href',
      '/admin/weekly-limits',
    );
    fireEvent.click(within(next).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByTestId('weekly-limit-next')).not.toBeInTheDocument());
  });

  it('outside the weekly cycle still offers the opening credit', async () => {
    mockApi(api());
    loginAs(AGENT);
    renderApp('/admin/users');
    await screen.findAllByTestId('downline-row');
    fireEvent.click(screen.getByTestId('new-user'));
    const dialog = await screen.findByRole('form', { name: 'New user' });
    expect(within(dialog).getByLabelText('Opening credit (optional)')).toBeInTheDocument();
  });

  it('gives credit from the action sheet and shows a refusal that names who lacks credit', async () => {
    let answer = fail('INSUFFICIENT_CREDIT', 'Insufficient credit. agent1 has less than 5,000.00');
    const calls = mockApi(
      api({
        '/Admin/TransferCredit': () => answer,
      }),
    );
    loginAs(AGENT);
    renderApp('/admin/users');
    fireEvent.click((await screen.findAllByTestId('downline-row'))[2]!);
    fireEvent.click(await screen.findByText('Give credit'));
    const dialog = await screen.findByRole('form', { name: 'Give or take credit' });
    type('Amount (points)', '5000');
    type('Remark', 'float');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give credit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give credit?' });
    expect(confirm).toHaveTextContent('agent1 gives 5,000.00 points to player9.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Give credit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('agent1 has less than 5,000.00');
    answer = okContract(transferResultAnswer, {
      ref: 'r',
      upline: 'agent1',
      downline: 'player9',
      uplineBalance: 990,
      downlineBalance: 22.5,
    });
    type('Amount (points)', '10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give credit' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Give credit?' })).getByRole('button', {
        name: 'Give credit',
      }),
    );
    await waitFor(() => expect(form(calls, '/Admin/TransferCredit')).toHaveLength(2));
    expect(form(calls, '/Admin/TransferCredit')[1]).toEqual({
      username: 'player9',
      direction: 'give',
      amount: '10',
      remark: 'float',
    });
  });

  it('sets the order confirmation threshold of a user, checked first; empty turns it off (issue 36.3)', async () => {
    const calls = mockApi(api({ '/Admin/SetOrderConfirm': okContract(noDataAnswer, null) }));
    loginAs(AGENT);
    renderApp('/admin/users');
    const rows = await screen.findAllByTestId('downline-row');
    expect(rows[2]).toHaveTextContent('Asks again above 500.00');
    expect(rows[3]).not.toHaveTextContent('Asks again');
    fireEvent.click(rows[2]!);
    fireEvent.click(await screen.findByText('Order confirmation'));
    const dialog = await screen.findByRole('form', { name: 'Order confirmation' });
    const field = within(dialog).getByLabelText('Ask again for orders above (points)');
    expect(field).toHaveValue('500');
    type('Ask again for orders above (points)', '1.234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter points with at most two decimals')).toBeInTheDocument();
    expect(form(calls, '/Admin/SetOrderConfirm')).toEqual([]);
    type('Ask again for orders above (points)', '250');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(
      'player9 is asked again for orders above 250.00',
    );
    fireEvent.click(screen.getAllByTestId('downline-row')[2]!);
    fireEvent.click(await screen.findByText('Order confirmation'));
    const again = await screen.findByRole('form', { name: 'Order confirmation' });
    fireEvent.change(within(again).getByLabelText('Ask again for orders above (points)'), {
      target: { value: '' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form(calls, '/Admin/SetOrderConfirm')).toHaveLength(2));
    expect(form(calls, '/Admin/SetOrderConfirm')).toEqual([
      { username: 'player9', confirmOrderAbove: '250' },
      { username: 'player9', confirmOrderAbove: '' },
    ]);
  });

  it('sets the cash-out limit of a downline agent, checked first; empty removes it (issue 44)', async () => {
    const calls = mockApi(api({ '/Admin/SetCashOutLimit': okContract(noDataAnswer, null) }));
    loginAs(AGENT);
    renderApp('/admin/users');
    const rows = await screen.findAllByTestId('downline-row');
    expect(rows[1]).toHaveTextContent('Pays claims up to 1,200.00');
    expect(rows[0]).not.toHaveTextContent('Pays claims');
    // a player pays no walk-in winner: no such action for it
    fireEvent.click(rows[2]!);
    expect(await screen.findByText('Order confirmation')).toBeInTheDocument();
    expect(screen.queryByText('Cash-out limit')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Cancel'));

    fireEvent.click(screen.getAllByTestId('downline-row')[1]!);
    fireEvent.click(await screen.findByText('Cash-out limit'));
    const dialog = await screen.findByRole('form', { name: 'Cash-out limit' });
    const label = 'Pay without approval up to (points)';
    expect(within(dialog).getByLabelText(label)).toHaveValue('1200');
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be more than 0')).toBeInTheDocument();
    expect(form(calls, '/Admin/SetCashOutLimit')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(
      'sub1 pays claims up to 5,000.00 without approval',
    );

    fireEvent.click(screen.getAllByTestId('downline-row')[1]!);
    fireEvent.click(await screen.findByText('Cash-out limit'));
    const again = await screen.findByRole('form', { name: 'Cash-out limit' });
    fireEvent.change(within(again).getByLabelText(label), { target: { value: '' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form(calls, '/Admin/SetCashOutLimit')).toHaveLength(2));
    expect(form(calls, '/Admin/SetCashOutLimit')).toEqual([
      { username: 'sub1', cashOutLimit: '5000' },
      { username: 'sub1', cashOutLimit: '' },
    ]);
  });

  it('suspends after a confirm, and offers Reactivate for a suspended user', async () => {
    const calls = mockApi(api({ '/Admin/SetUserStatus': okContract(noDataAnswer, null) }));
    loginAs(AGENT);
    renderApp('/admin/users');
    fireEvent.click((await screen.findAllByTestId('downline-row'))[2]!);
    fireEvent.click(await screen.findByText('Suspend'));
    expect(await screen.findByText('Suspend this user?')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Suspend' }).at(-1)!);
    await waitFor(() =>
      expect(form(calls, '/Admin/SetUserStatus')).toEqual([{ username: 'player9', status: 'suspended' }]),
    );
    fireEvent.click(screen.getAllByTestId('downline-row')[3]!);
    expect(await screen.findByText('Reactivate')).toBeInTheDocument();
  });

  it("shows a refused suspension as the app's error toast, in the user's words, with no English-only button", async () => {
    mockApi(api({ '/Admin/SetUserStatus': fail('FORBIDDEN', 'player9 is not in your downline') }));
    loginAs(AGENT);
    renderApp('/admin/users');
    fireEvent.click((await screen.findAllByTestId('downline-row'))[2]!);
    fireEvent.click(await screen.findByText('Suspend'));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Suspend' })).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this');
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('refuses a player', async () => {
    mockApi(api());
    loginAs(PLAYER);
    renderApp('/admin/users');
    expect(await screen.findByTestId('admin-refused')).toBeInTheDocument();
  });
});
