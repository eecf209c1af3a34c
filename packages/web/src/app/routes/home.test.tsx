import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditAnswer, logoutAnswer, packageListAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { authStore } from '@/lib/auth/auth-store';
import { STORAGE_KEYS } from '@/lib/storage';
import { fail, mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE, NO_PACKAGE_TABLES } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

const PACKAGES = {
  ...NO_PACKAGE_TABLES,
  activatedPackage: '2730',
  commissionList4d: [{ betType: 'B', amount: 25 }],
  payoutList4d: [
    { betType: 'B', priceName: '1st Prize', amount: 2730 },
    { betType: 'B', priceName: 'Consolation', amount: 65.5 },
  ],
  commissionList2d: [{ betType: '2A', amount: 15 }],
  payoutList2d: [{ betType: '2A', priceName: '1st Prize', amount: 76.44 }],
};

function api(appType: 'normal' | 'gd' = 'normal') {
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType,
      titleSuffix: appType === 'gd' ? 'GD' : 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1234.5, confirmOrderAbove: null }),
    '/Account/GetPackageList': okContract(packageListAnswer, PACKAGES),
    '/Account/Logout': okContract(logoutAnswer, null),
  };
}

describe('home', () => {
  it('shows the user, the Player ID label and the formatted balance', async () => {
    mockApi(api());
    loginAs();
    renderApp('/');
    expect(await screen.findByTestId('username')).toHaveTextContent('player1');
    expect(screen.getAllByText('Player ID').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,234.50'));
    expect(document.title).toBe('Home | Lotto');
  });

  it('has 11 shortcuts in the normal variant (no jackpot history) that navigate', async () => {
    mockApi(api());
    loginAs();
    const { router } = renderApp('/home/play-game');
    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    const buttons = within(shortcuts).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'View Results',
      'Check Ticket',
      'Daily Sales',
      'Strike History',
      'Profit Loss',
      'Profit Loss 2',
      'Wallet Statement',
      'Betting History',
      'Bet Report',
      'Number Meaning',
      'Help',
    ]);
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Daily Sales' }));
    expect(router.state.location.pathname).toBe('/daily-sales');
  });

  it.each(['normal', 'gd'] as const)(
    'the %s variant has View Results on the first page of the carousel',
    async (appType) => {
      mockApi(api(appType));
      loginAs();
      const { router } = renderApp('/');
      const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
      await within(shortcuts).findAllByRole('button');
      const pages = shortcuts.querySelectorAll<HTMLElement>('.shortcut-grid');
      expect(pages.length).toBe(2);
      const results = within(pages[0]!).getByRole('button', { name: 'View Results' });
      await userEvent.click(results);
      expect(router.state.location.pathname).toBe('/result');
    },
  );

  it('shows jackpot history in the gd variant', async () => {
    mockApi(api('gd'));
    loginAs();
    renderApp('/');
    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(await within(shortcuts).findByRole('button', { name: 'Jackpot History' })).toBeInTheDocument();
    expect(within(shortcuts).getAllByRole('button')).toHaveLength(12);
  });

  it('has the two Place Order cards going to normal and advance betting', async () => {
    mockApi(api());
    loginAs();
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Bet Now: Advance mode' }));
    expect(router.state.location.pathname).toBe('/advance-betting');
    await act(() => router.navigate('/'));
    await userEvent.click(await screen.findByRole('button', { name: 'Bet Now: Normal mode' }));
    expect(router.state.location.pathname).toBe('/betting');
  });

  it('shows the package table per game length with translated prize names', async () => {
    mockApi(api());
    loginAs();
    renderApp('/');
    expect(await screen.findByTestId('activated-package')).toHaveTextContent('Package 2730');
    const table = screen.getAllByRole('table');
    expect(table[1]).toHaveTextContent('1st Prize');
    expect(table[1]).toHaveTextContent('2,730.00');
    expect(table[1]).toHaveTextContent('65.50');
    await userEvent.click(screen.getByRole('tab', { name: '2D' }));
    expect(screen.getAllByRole('table')[1]).toHaveTextContent('76.44');
    await userEvent.click(screen.getByRole('tab', { name: '5D' }));
    expect(screen.getAllByText('No more records')).toHaveLength(2);
  });

  it('shows the no-responsibility notice', async () => {
    mockApi(api());
    loginAs();
    renderApp('/');
    expect(await screen.findByText(/bears no responsibility/)).toBeInTheDocument();
  });

  it('a 401 on the credit poll logs out, says PLEASE_LOGIN_TO_CONTINUE and stops polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({ ...api(), '/Account/GetMyCredit': fail('UNAUTHORIZED', '', 401) });
    loginAs();
    const { router } = renderApp('/');
    expect(await screen.findByText('Please log in to continue')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authStore.get().status).toBe('logged-out');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(35_000)));
    expect(calls.filter((call) => call.path === '/Account/GetMyCredit')).toHaveLength(1);
  });

  it('polls the credit every 10 seconds without the busy overlay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let credit = 100;
    const calls = mockApi({
      ...api(),
      '/Account/GetMyCredit': () => okContract(creditAnswer, { creditLeft: credit, confirmOrderAbove: null }),
    });
    loginAs();
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('100.00'));
    credit = 90;
    await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('90.00'));
    expect(calls.filter((call) => call.path === '/Account/GetMyCredit').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
