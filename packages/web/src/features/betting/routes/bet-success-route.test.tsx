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

  it('shares the text with the device, or copies it', async () => {
    mockApi(bettingApi());
    const share = vi.fn(() => Promise.resolve());
    stubNavigator({ share });
    await openSuccess({ receipt: RECEIPT });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ text: RECEIPT.receiptString[0] });
  });

  it('copies to the clipboard without a share sheet', async () => {
    mockApi(bettingApi());
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ share: undefined, clipboard: { writeText } });
    await openSuccess({ receipt: RECEIPT });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(RECEIPT.receiptString[0]);
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
  });

  it('without a receipt goes home', async () => {
    mockApi(bettingApi());
    const { router } = await openSuccess(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
