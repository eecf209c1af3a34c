import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditAnswer, isLoggedInAnswer, loginAnswer, logoutAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { authStore } from '@/lib/auth/auth-store';
import { noteSessionIdle } from '@/lib/auth/session-deadline';
import { fail, mockApi, okContract, type MockAnswer } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

/** Issue 36 item 14: a warning before the idle timeout, and back to the same screen after it. */

const WINDOW_S = 20 * 60;
const withIdle = (answer: MockAnswer, seconds = WINDOW_S): MockAnswer => ({
  ...answer,
  headers: { 'X-Session-Idle-Seconds': String(seconds) },
});
const API = {
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': withIdle(okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null })),
  '/Account/IsLoggedIn': withIdle(okContract(isLoggedInAnswer, PLAYER)),
  '/Account/Logout': okContract(logoutAnswer, null),
  '/Account/Login': withIdle(okContract(loginAnswer, PLAYER)),
};

/** The server said, some time ago, that the session has a 20-minute window: `leftMs` are left. */
function sessionEndsIn(leftMs: number): void {
  noteSessionIdle(WINDOW_S, Date.now() - WINDOW_S * 1000 + leftMs);
}

const user = userEvent.setup({ pointerEventsCheck: 0 });

describe('session expiry', () => {
  it('warns in the last two minutes with a countdown; "Stay logged in" restarts the idle time', async () => {
    const calls = mockApi(API);
    loginAs();
    sessionEndsIn(90_000);
    renderApp('/help');
    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(warning).toHaveTextContent(/logged out in 1:(30|29)/);
    await user.click(within(warning).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/Account/IsLoggedIn')).toHaveLength(1);
    expect(authStore.get().status).toBe('logged-in');
  });

  it('shows nothing while more than two minutes are left, and "Dismiss" hides the warning', async () => {
    mockApi(API);
    loginAs();
    sessionEndsIn(3 * 60_000);
    renderApp('/help');
    await screen.findByRole('heading', { name: 'Help', level: 1 });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    sessionEndsIn(60_000);
    const warning = await screen.findByRole('alertdialog');
    await user.click(within(warning).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('at the end logs out by itself, says why, and logging in again returns to the same screen', async () => {
    const calls = mockApi(API);
    loginAs();
    sessionEndsIn(1_500);
    const { router } = renderApp('/help?from=test');
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4_000 });
    expect(calls.some((call) => call.path === '/Account/Logout')).toBe(true);
    expect(screen.getByTestId('toast-warning')).toHaveTextContent(
      'You were logged out because the app was not used for a while.',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Log in again to continue where you left off.',
    );
    await user.type(await screen.findByLabelText('Username'), 'player1');
    await user.type(screen.getByLabelText('Password'), 'player1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(router.state.location.search).toBe('?from=test');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a session found over (401) keeps the screen too, but another user logging in goes home', async () => {
    mockApi({
      ...API,
      '/Account/IsLoggedIn': fail('UNAUTHORIZED', '', 401),
      '/Account/Login': withIdle(
        okContract(loginAnswer, { username: 'agent1', token: 't-2', role: 'agent' }),
      ),
    });
    loginAs();
    sessionEndsIn(60_000);
    const { router } = renderApp('/help');
    const warning = await screen.findByRole('alertdialog');
    await user.click(within(warning).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent('Log in again to continue');
    await user.type(screen.getByLabelText('Username'), 'agent1');
    await user.type(screen.getByLabelText('Password'), 'agent1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
