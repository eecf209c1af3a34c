import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditAnswer, loginAnswer, packageListAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { STORAGE_KEYS } from '@/lib/storage';
import { fail, mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE, NO_PACKAGE_TABLES } from '@/testing/test-days';
import { PLAYER, renderApp } from '@/testing/render-app';
import { authStore } from '@/lib/auth/auth-store';

const API = {
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Account/GetPackageList': okContract(packageListAnswer, {
    ...NO_PACKAGE_TABLES,
    activatedPackage: '2500',
  }),
};

function loggedOut() {
  authStore.set({ status: 'logged-out', user: null });
}

describe('login form', () => {
  it('does not submit empty fields and marks them without a message', async () => {
    const calls = mockApi(API);
    loggedOut();
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(calls.some((call) => call.path === '/Account/Login')).toBe(false);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server message when the login fails', async () => {
    mockApi({ ...API, '/Account/Login': fail('VALIDATION_FAILED_UNKNOWN', 'Account locked by upline') });
    loggedOut();
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account locked by upline');
    expect(authStore.get().status).toBe('logged-out');
  });

  it('shows the translation of a known error code', async () => {
    mockApi({ ...API, '/Account/Login': fail('LOGIN_FAILED', 'Invalid username or password') });
    loggedOut();
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('logs in, stores the tab identity and goes home', async () => {
    const calls = mockApi({ ...API, '/Account/Login': okContract(loginAnswer, PLAYER) });
    loggedOut();
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'player1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = calls.find((call) => call.path === '/Account/Login');
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({
      username: 'player1',
      password: 'player1234',
    });
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBe('player1:tok-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.session)).toBe('player1:tok-1');
    // "Remember me" was not ticked: a shared phone shows no one's username next time.
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,000.00'));
  });

  it('remembers the username only with "Remember me" ticked, and then prefills it', async () => {
    const calls = mockApi({ ...API, '/Account/Login': okContract(loginAnswer, PLAYER) });
    loggedOut();
    const { router, unmount } = renderApp('/login');
    const remember = await screen.findByRole('checkbox', { name: 'Remember me' });
    expect(remember).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('Username'), 'player1');
    await userEvent.type(screen.getByLabelText('Password'), 'player1234');
    await userEvent.click(remember);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBe('player1');
    // "Remember me" stays in the browser: the server gets username and password only.
    const login = calls.find((call) => call.path === '/Account/Login');
    expect([...new URLSearchParams(login?.body).keys()]).toEqual(['username', 'password']);
    unmount();

    loggedOut();
    renderApp('/login');
    expect(await screen.findByLabelText('Username')).toHaveValue('player1');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('forgets a remembered username when "Remember me" is unticked at the next login', async () => {
    mockApi({ ...API, '/Account/Login': okContract(loginAnswer, PLAYER) });
    localStorage.setItem(STORAGE_KEYS.rememberedUsername, 'player1');
    loggedOut();
    const { router } = renderApp('/login');
    expect(await screen.findByLabelText('Username')).toHaveValue('player1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.type(screen.getByLabelText('Password'), 'player1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(STORAGE_KEYS.rememberedUsername)).toBeNull();
  });
});
