import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppShell } from '@/components/layout/app-shell';
import { SCREENS } from '@/config/screens';
import { authStore } from '@/lib/auth/auth-store';
import { mockApi, ok } from '@/testing/mock-api';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';
import { FEATURE_ROUTES } from './feature-routes';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { ComingSoonRoute } from './routes/coming-soon';

const API = {
  '/Tool/GetAppConfig': ok({ appType: 'normal', titleSuffix: 'Lotto' }),
  '/Account/GetMyCredit': ok({ creditLeft: 1000 }),
  '/Account/GetPackageList': ok({ activatedPackage: '2500' }),
};

describe('route guards', () => {
  it('sends a logged-out visit of a protected route to /login', async () => {
    mockApi(API);
    authStore.set({ status: 'logged-out', user: null });
    const { router } = renderApp('/betting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('waits for the start-up check before deciding', () => {
    mockApi(API);
    const { router } = renderApp('/betting');
    expect(router.state.location.pathname).toBe('/betting');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
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
    expect(SCREENS.filter((screen) => !FEATURE_ROUTES[screen.path]).map((screen) => screen.path)).toEqual([]);
  });

  it('the coming-soon page (for a path registered without a feature) has its real title inside the shell', async () => {
    mockApi(API);
    loginAs();
    // The router's fallback for a SCREENS path without a feature, mounted the same way.
    const router = createMemoryRouter(
      [
        {
          element: <AppShell />,
          children: [{ path: '/winning', element: <ComingSoonRoute titleKey="screens.winning" /> }],
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
    mockApi({ ...API, '/Tool/GetAppConfig': ok({ appType: 'gd', titleSuffix: 'GD' }) });
    loginAs();
    renderApp('/help');
    await waitFor(() => expect(document.title).toBe('Help | GD'));
  });

  it('logs in automatically from the home query string and drops the credentials', async () => {
    const calls = mockApi({ ...API, '/Account/Login': ok(PLAYER) });
    authStore.set({ status: 'logged-out', user: null });
    const { router } = renderApp('/?username=player1&password=player1234');
    expect(await screen.findByTestId('username')).toHaveTextContent('player1');
    const login = calls.find((call) => call.path === '/Account/Login');
    expect(new URLSearchParams(login?.body).get('password')).toBe('player1234');
    expect(router.state.location.search).toBe('');
  });

  it('logs in automatically with a one-time token', async () => {
    const calls = mockApi({ ...API, '/Account/Login': ok(PLAYER) });
    authStore.set({ status: 'logged-out', user: null });
    renderApp('/?token=one-time');
    expect(await screen.findByTestId('username')).toHaveTextContent('player1');
    const login = calls.find((call) => call.path === '/Account/Login');
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({ token: 'one-time' });
  });
});
