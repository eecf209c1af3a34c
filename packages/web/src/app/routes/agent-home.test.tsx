import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditAnswer, packageListAnswer } from '@lotto/contract/account';
import { agentDeskAnswer, customersAnswer } from '@lotto/contract/desk';
import { betDatesAnswer } from '@lotto/contract/draws';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, ok, okContract } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { DEVICE_ZONE, NO_PACKAGE_TABLES } from '@/testing/test-days';

/** Issue 38 item 2: an agent's home; a player's is unchanged. */
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const AGENT = { username: 'agent1', token: 'tok-a', role: 'agent' } as const;
const NOW = Date.now();
const customers = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay'].map((username, index) => ({
  username,
  turnover: 60 - index * 10,
  tickets: index + 1,
}));

function api() {
  return mockApi({
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 353, confirmOrderAbove: null }),
    '/Account/GetPackageList': okContract(packageListAnswer, {
      activatedPackage: '2500',
      ...NO_PACKAGE_TABLES,
    }),
    '/Report/GetAgentDesk': okContract(agentDeskAnswer, {
      date: '20261122',
      now: NOW,
      turnover: { total: 210, tickets: 21, customers },
      credit: { left: 353, given: 140 },
      cutOffs: [
        { pool: 'sg', drawDate: '20261122', cutoff: '18:00', closesAt: NOW + 5 * 60_000 + 30_000 },
        { pool: 'mg', drawDate: '20261122', cutoff: '19:00', closesAt: NOW + (65 * 60_000 + 30_000) },
      ],
    }),
    '/Tool/GetLatestResult': ok([
      {
        brand: 'mg',
        drawDate: '20261121',
        topPrize: ['1234', '5678', '9012'],
        specialPrize: [],
        consolationPrize: [],
      },
    ]),
    '/Order/GetCustomers': okContract(customersAnswer, { customers: [], more: false }),
    '/Tool/GetBetDates': okContract(betDatesAnswer, []),
  });
}

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

describe("an agent's home", () => {
  it("shows today's turnover by customer (top 5, then all), credit, cut-offs and results", async () => {
    api();
    loginAs(AGENT);
    const { router } = renderApp('/');
    expect(await screen.findByTestId('desk-turnover-total')).toHaveTextContent('210.00');
    const names = () => screen.getAllByTestId('desk-turnover-row').map((row) => row.dataset.username);
    expect(names()).toEqual(['ann', 'ben', 'cat', 'dan', 'eve']);
    await userEvent.click(screen.getByRole('button', { name: 'All customers (6)' }));
    expect(names()).toEqual(['ann', 'ben', 'cat', 'dan', 'eve', 'fay']);
    expect(screen.getAllByTestId('desk-turnover-amount')[5]).toHaveTextContent('10.00');
    expect(screen.getByTestId('desk-credit-given')).toHaveTextContent('140.00');
    expect(screen.getByTestId('desk-credit-left')).toHaveTextContent('353.00');

    const [soon, later] = screen.getAllByTestId('desk-cutoff');
    expect(soon).toHaveTextContent('22/11 18:00');
    expect(soon).toHaveAttribute('data-pools', 'sg');
    expect(soon).toHaveTextContent('5 m');
    expect(soon).toHaveClass('desk-cutoff--soon');
    expect(later).toHaveTextContent('1 h 5 m');
    expect(later).not.toHaveClass('desk-cutoff--soon');
    expect(await screen.findByTestId('desk-result')).toHaveTextContent('1234');

    // a customer opens its tickets under Customers
    await userEvent.click(screen.getAllByTestId('desk-turnover-row')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting-history'));
    expect(router.state.location.search).toBe('?scope=customers&customer=ben');
  });

  it('"Bet for a customer" opens normal betting with the customer picker', async () => {
    api();
    loginAs(AGENT);
    const { router } = renderApp('/');
    const shortcuts = await screen.findByRole('navigation', { name: 'Agent shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bet for a customer', 'Check Ticket', 'Heavy numbers', 'Back Office']);
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Bet for a customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting'));
    expect(await screen.findByRole('dialog', { name: 'Bet for a customer' })).toBeInTheDocument();
  });

  it("a player's home has no desk and asks for none", async () => {
    const calls = api();
    loginAs();
    renderApp('/');
    await screen.findByRole('region', { name: 'Shortcuts' });
    expect(screen.queryByTestId('agent-desk')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/Report/GetAgentDesk')).toBe(false);
  });
});
