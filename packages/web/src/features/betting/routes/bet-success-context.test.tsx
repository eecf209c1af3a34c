import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { bettingApi, RECEIPT } from '../testing/betting-api';

/** Issue 38 item 6: Bet Success says whose ticket it is, what it replaced, and leads back. */
async function openSuccess(state: unknown) {
  mockApi(bettingApi());
  loginAs({ username: 'agent1', token: 'tok-a', role: 'agent' });
  const app = renderApp('/');
  await act(() => app.router.navigate('/bet-success', { state }));
  await screen.findByTestId('bet-status');
  return app;
}

describe('bet success for an agent', () => {
  it('names the owner and the replaced ticket, and goes back to the list', async () => {
    const list = '/betting-history?scope=customers&tab=active&from=2026-11-20&to=2026-11-27';
    const { router } = await openSuccess({
      receipt: RECEIPT,
      owner: 'player2',
      replaced: '41',
      back: { path: list },
    });
    expect(screen.getByTestId('success-owner')).toHaveTextContent('For player2');
    expect(screen.getByTestId('success-replaced')).toHaveTextContent('Replaces ticket #41');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(list),
    );
  });

  it("hands check ticket's search back with it", async () => {
    const backToList = { date: '', ticketId: '41', betNumber: '' };
    const { router } = await openSuccess({
      receipt: RECEIPT,
      back: { path: '/check-ticket', state: { backToList } },
    });
    expect(screen.queryByTestId('success-owner')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-ticket'));
    expect(router.state.location.state).toEqual({ backToList });
  });

  it("shows nothing more for one's own new order, and never leaves the app by a state", async () => {
    await openSuccess({ receipt: RECEIPT, back: { path: '//evil.example/x' } });
    expect(screen.queryByTestId('success-context')).not.toBeInTheDocument();
  });
});
