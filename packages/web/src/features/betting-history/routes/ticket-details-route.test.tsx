import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ticketListAnswer } from '@lotto/contract/order';
import { cancelOrderAnswer, ticketDetailsAnswer, type TicketDetailsAnswer } from '@lotto/contract/tickets';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditAnswer, packageListAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE, NO_PACKAGE_TABLES } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

const RECEIPT = '#42 22/11/2026 12:00:00\nD:25/11\nP:M\n1234 B1 S2\nT:3.00';

function details(overrides: Partial<TicketDetailsAnswer> = {}): TicketDetailsAnswer {
  const status = overrides.status ?? 'Active';
  return {
    betId: '42',
    status: 'Active',
    datetime: '22/11/2026 12:00:00',
    total: 3,
    orderstring: 'D25\n#M\n1234#B1#S2',
    orderresponse: RECEIPT,
    remark: 'e2e',
    phone: '',
    cancellable: status === 'Active',
    cartObject: { name: '4D', dates: [{ value: '20261125' }], betList: [], remark: '', phone: '' },
    owner: 'player1',
    placedBy: 'player1',
    voidedBy: null,
    ...overrides,
  };
}

function api(ticket = details()) {
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, ticket),
    '/Order/GetTicketList': okContract(ticketListAnswer, []),
    '/Order/CancelOrder': okContract(cancelOrderAnswer, { cancelled: ['42'] }),
  };
}

function openFromList(path = '/betting-history/details') {
  return renderApp(path);
}

describe('ticket details', () => {
  it('shows total, status, by, date, the order string and the receipt', async () => {
    const calls = mockApi(api());
    loginAs();
    openFromList('/betting-history/details?betId=42');
    expect(await screen.findByTestId('ticket-total')).toHaveTextContent('3.00');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('ticket-status')).toHaveClass('bh-tag--active');
    expect(screen.getByTestId('ticket-by')).toHaveTextContent('player1');
    expect(screen.getByText('22/11/2026 12:00:00')).toBeInTheDocument();
    expect(screen.getByTestId('order-string').textContent).toBe('D25\n#M\n1234#B1#S2');
    expect(screen.getByTestId('order-response').textContent).toBe(RECEIPT);
    expect(screen.getByTestId('order-response')).not.toHaveClass('bh-mono--voided');
    expect(screen.getByText('e2e')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/Order/GetTicketDetails')?.url).toBe(
      '/Order/GetTicketDetails?betId=42',
    );
    expect(document.title).toBe('Ticket Details | Lotto');
  });

  it('takes the status from the status field only, and shows names and remark without bidi controls', async () => {
    // Issue #20 item 12: a remark saying "cancelled" and a receipt text starting with '&' do not
    // make an active ticket look cancelled; a right-to-left override stored in a name or remark
    // is not shown.
    mockApi(
      api(
        details({
          remark: 'CANCELLED \u202edetaerc',
          orderresponse: `&${RECEIPT}`,
          owner: 'ali\u202ece',
          placedBy: 'bo\u2066b\u2069',
        }),
      ),
    );
    loginAs();
    openFromList('/betting-history/details?betId=42');
    expect(await screen.findByTestId('ticket-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('ticket-status')).toHaveClass('bh-tag--active');
    expect(screen.getByTestId('order-response')).not.toHaveClass('bh-mono--voided');
    expect(screen.getByRole('button', { name: /cancel/i })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-remark').textContent).toBe('CANCELLED detaerc');
    expect(screen.getByTestId('ticket-by').textContent).toBe('alice');
    expect(screen.getByTestId('ticket-placed-by').textContent).toBe('bob');
  });

  it("shows the customer's remark and phone, printed on the receipt too", async () => {
    const printed = '#42 22/11/2026 12:00:00\nD:25/11\nP:M\n1234 B1 S2\nR:Uncle Lim\nTel:0123456789\nT:3.00';
    mockApi(api(details({ remark: 'Uncle Lim', phone: '0123456789', orderresponse: printed })));
    loginAs();
    openFromList('/betting-history/details?betId=42');
    expect(await screen.findByTestId('ticket-remark')).toHaveTextContent('Uncle Lim');
    expect(screen.getByTestId('ticket-phone')).toHaveTextContent('0123456789');
    expect(screen.getByTestId('order-response').textContent).toBe(printed);
  });

  it('offers no Cancel once the draw has closed', async () => {
    mockApi(api(details({ cancellable: false })));
    loginAs();
    openFromList('/betting-history/details?betId=42');
    expect(await screen.findByTestId('ticket-total')).toHaveTextContent('3.00');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Rebet/ })).toBeInTheDocument();
  });

  it('cancel asks for confirmation, calls CancelOrder and goes to cancel-success', async () => {
    const calls = mockApi(api());
    loginAs();
    const { router, queryClient } = renderApp('/betting-history/details?betId=42');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));

    // "Keep it" does nothing
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel order #42?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.path === '/Order/CancelOrder')).toBe(false);

    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancel-success'));
    expect(calls.find((call) => call.path === '/Order/CancelOrder')?.url).toBe(
      '/Order/CancelOrder?header_id=42',
    );
    expect(router.state.location.state).toEqual({ betIds: ['42'] });
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toContain(JSON.stringify(['account', 'credit']));
    expect(keys).toContain(JSON.stringify(['orders', 'ticket-list']));

    expect(await screen.findByRole('heading', { name: 'Cancel successfully' })).toBeInTheDocument();
    expect(screen.getByTestId('cancelled-ids')).toHaveTextContent('#42');
    expect(screen.getByText(/refunded to your balance/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Betting History' }));
    expect(router.state.location.pathname).toBe('/betting-history');
    expect(router.state.location.search).toBe('?tab=cancelled');
  });

  it('a cancelled ticket has no Cancel button and its receipt is red', async () => {
    mockApi(api(details({ status: 'Voided', orderresponse: `&${RECEIPT}` })));
    loginAs();
    renderApp('/betting-history/details?betId=42');
    expect(await screen.findByTestId('ticket-status')).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('ticket-status')).toHaveClass('bh-tag--cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-response')).toHaveClass('bh-mono--voided');
    expect(screen.getByRole('button', { name: /Rebet/ })).toBeInTheDocument();
  });

  it('rebet offers normal mode only with a cart: advanced goes to advance betting with the bet id', async () => {
    mockApi(api(details({ cartObject: null })));
    loginAs();
    const { router } = renderApp('/betting-history/details?betId=42');
    await userEvent.click(await screen.findByRole('button', { name: /Rebet/ }));
    const normal = await screen.findByRole('option', { name: /Normal mode/ });
    expect(normal).toHaveAttribute('aria-disabled', 'true');
    expect(normal).toHaveTextContent('Not available');
    fireEvent.click(normal);
    expect(router.state.location.pathname).toBe('/betting-history/details');
    const advanced = screen.getByRole('option', { name: 'Advance mode' });
    expect(advanced).not.toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(advanced);
    await waitFor(() => expect(router.state.location.pathname).toBe('/advance-betting'));
    expect(router.state.location.state).toEqual({ betId: '42' });
  });

  it('rebet in normal mode carries rebetId; advanced is off without an order string', async () => {
    mockApi(api(details({ orderstring: '' })));
    loginAs();
    const { router } = renderApp('/betting-history/details?betId=42');
    expect(await screen.findByText('This order cannot be written as order lines.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Rebet/ }));
    expect(await screen.findByRole('option', { name: /Advance mode/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(screen.getByRole('option', { name: 'Normal mode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting'));
    expect(router.state.location.state).toEqual({ rebetId: '42' });
  });

  it('share offers WhatsApp, Telegram and WeChat (copy)', async () => {
    mockApi(api());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    loginAs();
    renderApp('/betting-history/details?betId=42');
    await userEvent.click(await screen.findByRole('button', { name: /Share/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/?text=${encodeURIComponent(RECEIPT)}`,
      '_blank',
      'noopener,noreferrer',
    );
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Telegram' }));
    expect(open).toHaveBeenLastCalledWith(
      `https://t.me/share/url?url=&text=${encodeURIComponent(RECEIPT)}`,
      '_blank',
      'noopener,noreferrer',
    );
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    fireEvent.click(await screen.findByRole('option', { name: /WeChat/ }));
    expect(writeText).toHaveBeenCalledWith(RECEIPT);
    expect(await screen.findByText('Copied. Paste it in WeChat to share.')).toBeInTheDocument();
  });

  it("an upline opening a downline's ticket sees the owner, who placed and who cancelled it", async () => {
    mockApi(api(details({ owner: 'player1', placedBy: 'agent1' })));
    loginAs({ username: 'agent1', token: 'tok-2', role: 'agent' });
    renderApp('/betting-history/details?betId=42');
    expect(await screen.findByTestId('ticket-by')).toHaveTextContent('player1');
    expect(screen.getByTestId('ticket-placed-by')).toHaveTextContent('agent1');
    expect(screen.getByText('Placed by')).toBeInTheDocument();
    // The refund goes to the owner: the confirmation says so.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Cancel order #42? The points will be refunded to player1.',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    // A rebet for the owner goes through advance mode (it carries the ticket); the basket is the agent's own.
    await userEvent.click(screen.getByRole('button', { name: /Rebet/ }));
    const normal = await screen.findByRole('option', { name: /Normal mode/ });
    expect(normal).toHaveAttribute('aria-disabled', 'true');
    expect(normal).toHaveTextContent('a rebet for player1 is placed in advance mode');
  });

  it('names who cancelled a ticket when it was not the owner, and nobody else on its own ticket', async () => {
    mockApi(api(details({ status: 'Voided', orderresponse: `&${RECEIPT}`, voidedBy: 'agent1' })));
    loginAs();
    renderApp('/betting-history/details?betId=42');
    expect(await screen.findByTestId('ticket-cancelled-by')).toHaveTextContent('agent1');
    expect(screen.getByTestId('ticket-by')).toHaveTextContent('player1');
    expect(screen.queryByTestId('ticket-placed-by')).not.toBeInTheDocument();
  });

  it('takes the id from the navigation state and puts it in the URL', async () => {
    mockApi(api());
    loginAs();
    const { router } = renderApp('/');
    await act(() => router.navigate('/betting-history/details', { state: { betId: '42' } }));
    expect(await screen.findByTestId('ticket-total')).toHaveTextContent('3.00');
    await waitFor(() => expect(router.state.location.search).toBe('?betId=42'));
  });

  it('without a bet id goes back to the list', async () => {
    mockApi(api());
    loginAs();
    const { router } = renderApp('/betting-history/details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting-history'));
  });
});

describe('cancel success', () => {
  it('without state goes home', async () => {
    mockApi({
      ...api(),
      '/Account/GetPackageList': okContract(packageListAnswer, {
        ...NO_PACKAGE_TABLES,
        activatedPackage: '2730',
      }),
    });
    loginAs();
    const { router } = renderApp('/cancel-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
