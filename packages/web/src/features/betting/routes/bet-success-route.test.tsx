import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { bettingApi, RECEIPT } from '../testing/betting-api';

const stubbed: string[] = [];

/** Sets navigator.share / navigator.clipboard for one test (jsdom has neither). */
function stubNavigator(values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
    stubbed.push(name);
  }
}

afterEach(() => {
  for (const name of stubbed.splice(0)) Reflect.deleteProperty(navigator, name);
});

async function openSuccess(state: unknown) {
  loginAs();
  const app = renderApp('/');
  await act(() => app.router.navigate('/bet-success', { state }));
  return app;
}

describe('bet success', () => {
  it('shows each ticket of the receipt and the COMPLETE note in green', async () => {
    mockApi(bettingApi());
    await openSuccess({ receipt: RECEIPT });
    expect(await screen.findByTestId('bet-status')).toHaveTextContent('Bet successfully');
    expect(screen.getByTestId('bet-status')).toHaveClass('bet-status--COMPLETE');
    expect(screen.getByTestId('receipt-text')).toHaveTextContent('*1234 B1');
    expect(screen.getByText('Ticket #101')).toBeInTheDocument();
  });

  it.each([
    ['LIMIT', 'Some numbers hit the system limit, please check the ticket'],
    ['SOLD_OUT', 'Sorry, all numbers in the ticket have sold out'],
  ])('shows the %s note', async (betStatus, note) => {
    mockApi(bettingApi());
    await openSuccess({ receipt: { ...RECEIPT, betStatus } });
    expect(await screen.findByTestId('bet-status')).toHaveTextContent(note);
    expect(screen.getByTestId('bet-status')).toHaveClass(`bet-status--${betStatus}`);
  });

  it('titles a sold-out order truthfully, not as a success', async () => {
    mockApi(bettingApi());
    await openSuccess({ receipt: { ...RECEIPT, betStatus: 'SOLD_OUT' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sold Out, Nothing Placed' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bet Successful')).not.toBeInTheDocument();
  });

  it('shows one order text for all tickets and offers WhatsApp, Telegram and Copy for it', async () => {
    mockApi(bettingApi());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ share: undefined, clipboard: { writeText } });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const receipt = {
      receiptString: [
        '#101 24/11/2026 12:00:00\nD:25/11\nP:M\n1234 B1\nR:Uncle Lim\nTel:0123456789\nT:1.00',
        '#102 24/11/2026 12:00:00\nD:25/11\nP:T\n1234 B1\nR:Uncle Lim\nTel:0123456789\nT:1.00',
        '#103 24/11/2026 12:00:00\nD:28/11\nP:M\n1234 B1\nR:Uncle Lim\nTel:0123456789\nT:1.00',
        '#104 24/11/2026 12:00:00\nD:28/11\nP:T\n1234 B1\nR:Uncle Lim\nTel:0123456789\nT:1.00',
      ],
      ticketXId: ['101', '102', '103', '104'],
      betStatus: 'COMPLETE',
    };
    const order = 'D:25/11,28/11\nP:MT\n1234 B1\nR:Uncle Lim\nTel:0123456789\nT:4.00\n#101,#102,#103,#104';
    await openSuccess({ receipt });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bet Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('order-text').textContent).toBe(order);
    expect(screen.getAllByTestId('receipt-text')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(open).toHaveBeenLastCalledWith(
      `https://wa.me/?text=${encodeURIComponent(order)}`,
      '_blank',
      'noopener,noreferrer',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Telegram' }));
    expect(open).toHaveBeenLastCalledWith(
      `https://t.me/share/url?url=&text=${encodeURIComponent(order)}`,
      '_blank',
      'noopener,noreferrer',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(order);
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
    open.mockRestore();
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  it('offers the device share sheet too where there is one', async () => {
    mockApi(bettingApi());
    const share = vi.fn(() => Promise.resolve());
    stubNavigator({ share });
    await openSuccess({ receipt: RECEIPT });
    await userEvent.click(await screen.findByRole('button', { name: 'More…' }));
    expect(share).toHaveBeenCalledWith({ text: 'D:25/11\nP:M\n*1234 B1\nT:24.00\n#101' });
  });

  it('without a receipt goes home', async () => {
    mockApi(bettingApi());
    const { router } = await openSuccess(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
