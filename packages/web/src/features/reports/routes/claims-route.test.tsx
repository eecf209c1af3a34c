import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { claimsAnswer, type ClaimsAnswer, type ClaimsItem as Claim } from '@lotto/contract/counter';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, ok, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

const AGENT = { ...PLAYER, username: 'agent1', role: 'agent' as const };
const claim = (claimId: string, extra: Partial<Claim> = {}): Claim => ({
  claimId,
  ticketId: `90${claimId}`,
  owner: 'agent1',
  drawDate: '21/11/2026',
  pool: 'M',
  claimedBy: 'agent1',
  claimedAt: '22/11/2026 10:15:00',
  customerName: 'Tan Ah Kow',
  idKind: 'ic',
  idNumber: '********5678',
  amount: 2500,
  win: 2500,
  winNow: 2500,
  flagged: false,
  remark: '',
  hasPhoto: false,
  status: 'Paid',
  approvedBy: null,
  approvedAt: null,
  canDecide: false,
  ...extra,
});
const ANSWER: ClaimsAnswer = {
  totalPaid: 3300,
  totalPending: 6000,
  count: 4,
  flagged: 1,
  items: [
    claim('1'),
    claim('2', {
      claimedBy: 'sub1',
      amount: 800,
      win: 800,
      winNow: 0,
      flagged: true,
      approvedBy: 'agent1',
      approvedAt: '22/11/2026 11:00:00',
    }),
    claim('3', {
      claimedBy: 'sub1',
      idKind: 'passport',
      idNumber: '****4321',
      amount: 6000,
      win: 6000,
      winNow: 6000,
      status: 'Pending',
      canDecide: true,
    }),
    // the viewer's upline paid a ticket of the viewer's downline: listed, not the viewer's to decide
    claim('4', { amount: 0.5, status: 'Pending', claimedBy: 'house' }),
  ],
};
const api = (answer: ClaimsAnswer) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Report/GetClaims': okContract(claimsAnswer, answer),
  '/Order/DecideClaim': ok(null),
});
const asked = (calls: RecordedRequest[], path: string) => calls.filter((call) => call.path === path);

describe('claims report (issue 44)', () => {
  it('asks for the range in the URL and shows the totals and a card per claim', async () => {
    const calls = mockApi(api(ANSWER));
    loginAs(AGENT);
    renderApp('/claims?from=2026-11-16&to=2026-11-22');
    const rows = await screen.findAllByTestId('claim-row');
    expect(document.title).toBe('Claims | Lotto');
    expect(new URL(asked(calls, '/Report/GetClaims')[0]!.url, 'http://x').search).toBe(
      '?from=20261116&to=20261122',
    );
    expect(screen.getByTestId('badge-paid')).toHaveTextContent('Paid3,300.00');
    expect(screen.getByTestId('badge-pending')).toHaveTextContent('Waiting6,000.00');
    expect(screen.getByTestId('badge-flagged')).toHaveTextContent('Flagged1');
    expect(rows).toHaveLength(4);

    const first = within(rows[0]!);
    expect(first.getByText('#901')).toBeInTheDocument();
    expect(first.getByTestId('claim-customer')).toHaveTextContent('Tan Ah Kow · IC ********5678');
    expect(first.getByTestId('claim-amount')).toHaveTextContent('2,500.00');
    expect(first.getByTestId('claim-status')).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('Claimed by agent1 on 22/11/2026 10:15:00');
    expect(first.queryByTestId('claim-flagged')).not.toBeInTheDocument();

    const second = within(rows[1]!);
    expect(second.getByTestId('claim-status')).toHaveTextContent('Approved');
    expect(rows[1]).toHaveTextContent('Approved by agent1 on 22/11/2026 11:00:00');
    expect(second.getByTestId('claim-flagged')).toHaveTextContent('A result correction lowered');
    expect(second.getByTestId('claim-flagged')).toHaveTextContent('Win 0.00');

    expect(within(rows[2]!).getByTestId('claim-customer')).toHaveTextContent('Passport ****4321');
    expect(within(rows[2]!).getByTestId('claim-status')).toHaveTextContent('Waiting');
    // Approve / Refuse only where the server says the viewer may decide (canDecide)
    expect(within(rows[2]!).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(rows[3]!).getByTestId('claim-status')).toHaveTextContent('Waiting');
    expect(within(rows[3]!).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(first.queryByRole('button')).not.toBeInTheDocument();
  });

  it('approves or refuses a pending claim after a confirm; cancelling sends nothing', async () => {
    const calls = mockApi(api(ANSWER));
    loginAs(AGENT);
    renderApp('/claims?from=2026-11-16&to=2026-11-22');
    const pending = within((await screen.findAllByTestId('claim-row'))[2]!);

    fireEvent.click(pending.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Refuse this claim?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Refuse this claim?')).not.toBeInTheDocument());
    expect(asked(calls, '/Order/DecideClaim')).toEqual([]);

    fireEvent.click(pending.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approve this claim?')).toBeInTheDocument();
    expect(screen.getByText('Ticket #903: sub1 pays 6,000.00 to the customer.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Claim of ticket #903 approved');
    expect(asked(calls, '/Order/DecideClaim').map((call) => JSON.parse(call.body))).toEqual([
      { claimId: '3', approve: true },
    ]);
    // the list is asked again to show the decision
    await waitFor(() => expect(asked(calls, '/Report/GetClaims').length).toBeGreaterThan(1));

    fireEvent.click(within(screen.getAllByTestId('claim-row')[2]!).getByRole('button', { name: 'Refuse' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'Refuse' })).at(-1)!);
    await waitFor(() => expect(asked(calls, '/Order/DecideClaim')).toHaveLength(2));
    expect(JSON.parse(asked(calls, '/Order/DecideClaim')[1]!.body)).toEqual({ claimId: '3', approve: false });
  });

  it('says so when no claim was made on those days', async () => {
    mockApi(api({ totalPaid: 0, totalPending: 0, count: 0, flagged: 0, items: [] }));
    loginAs(AGENT);
    renderApp('/claims?from=2020-01-01&to=2020-01-31');
    expect(await screen.findByTestId('report-empty')).toHaveTextContent('No claims on these days');
  });

  it('is in the menu of agents and the house, not of players', async () => {
    mockApi(api(ANSWER));
    loginAs(AGENT);
    const { unmount } = renderApp('/claims?from=2026-11-16&to=2026-11-22');
    await screen.findAllByTestId('claim-row');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Claims' })).toHaveAttribute('href', '/claims');
    unmount();

    loginAs();
    renderApp('/claims');
    await screen.findByTestId('claims-refused');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const playerMenu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(playerMenu).getByRole('link', { name: 'Profit Loss' })).toBeInTheDocument();
    expect(within(playerMenu).queryByRole('link', { name: 'Claims' })).not.toBeInTheDocument();
  });

  it('is for agents and the house: a player is told so and nothing is asked', async () => {
    const calls = mockApi(api(ANSWER));
    loginAs();
    renderApp('/claims');
    expect(await screen.findByTestId('claims-refused')).toHaveTextContent(
      'Claims are for agents and the house.',
    );
    expect(asked(calls, '/Report/GetClaims')).toEqual([]);
  });
});
