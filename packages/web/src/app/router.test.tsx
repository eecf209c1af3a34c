import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { creditAnswer, loginAnswer, packageListAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { AppShell } from '@/components/layout/app-shell';
import { SCREENS } from '@/config/screens';
import { authStore } from '@/lib/auth/auth-store';
import { mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE, NO_PACKAGE_TABLES } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';
import { ADMIN_SCREENS } from './admin-routes';
import { FEATURE_SCREENS } from './feature-routes';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { UnknownPathRoute } from './routes/unknown-path';

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

describe('route guards', () => {
  it('sends a logged-out visit of a protected route to /login', async () => {
    mockApi(API);
    authStore.set({ status: 'logged-out', user: null });
    const { router } = renderApp('/betting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('waits for the start-up check before deciding', async () => {
    mockApi(API);
    const { router } = renderApp('/betting');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/betting');
  });

  it('shows the login form at once, without waiting for the start-up check', async () => {
    mockApi(API);
    const { router } = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(authStore.get().status).toBe('initialising');
    loginAs();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a logged-in user on an unknown path home (through /login)', async () => {
    mockApi(API);
    loginAs();
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a logged-in user opening /login home', async () => {
    mockApi(API);
    loginAs();
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('username')).toHaveTextContent(PLAYER.username);
  });

  it('redirects unknown paths to /login', async () => {
    mockApi(API);
    authStore.set({ status: 'logged-out', user: null });
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('every spec §2 path has its screen: none is "coming soon" any more', () => {
    const built = new Set(FEATURE_SCREENS.flatMap((feature) => feature.paths));
    expect(SCREENS.filter((screen) => !built.has(screen.path)).map((screen) => screen.path)).toEqual([]);
  });

  it("lists exactly each lazy feature's own paths, before its code is loaded", async () => {
    for (const feature of [...FEATURE_SCREENS, ...ADMIN_SCREENS]) {
      expect(Object.keys(await feature.load()).sort()).toEqual([...feature.paths].sort());
    }
  });

  it('the coming-soon page (for a path registered without a feature) has its real title inside the shell', async () => {
    mockApi(API);
    loginAs();
    // The router's fallback for a path no feature serves, as if /winning had no feature yet.
    const router = createMemoryRouter(
      [
        {
          element: <AppShell />,
          children: [{ path: '*', element: <UnknownPathRoute /> }],
        },
      ],
      { initialEntries: ['/winning'] },
    );
    render(
      <AppProvider queryClient={createQueryClient()} checkSessionOnStart={false}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Winning', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Winning | Lotto'));
  });

  it('uses the GD suffix in the document title in the gd variant', async () => {
    mockApi({
      ...API,
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'gd',
        titleSuffix: 'GD',
        timeZone: DEVICE_ZONE,
      }),
    });
    loginAs();
    renderApp('/help');
    await waitFor(() => expect(document.title).toBe('Help | GD'));
  });

  it('logs in automatically from the home query string and drops the credentials', async () => {
    const calls = mockApi({ ...API, '/Account/Login': okContract(loginAnswer, PLAYER) });
    authStore.set({ status: 'logged-out', user: null });
    const { router } = renderApp('/?username=player1&password=player1234');
    expect(await screen.findByTestId('username')).toHaveTextContent('player1');
    const login = calls.find((call) => call.path === '/Account/Login');
    expect(new URLSearchParams(login?.body).get('password')).toBe('player1234');
    expect(router.state.location.search).toBe('');
  });

  it('logs in automatically with a one-time token', async () => {
    const calls = mockApi({ ...API, '/Account/Login': okContract(loginAnswer, PLAYER) });
    authStore.set({ status: 'logged-out', user: null });
    renderApp('/?token=one-time');
    expect(await screen.findByTestId('username')).toHaveTextContent('player1');
    const login = calls.find((call) => call.path === '/Account/Login');
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({ token: 'one-time' });
  });
});
