import { screen, within } from '@testing-library/react';
import type { z } from 'zod';
import { packageDetailAnswer, packagesAnswer } from '@lotto/contract/packages';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { fail, mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

const HOUSE = { ...PLAYER, username: 'admin', role: 'admin' as const };
const BASE = {
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
};
const payouts = (amount: number) => [{ tier: '1st' as const, priceName: '1st Prize', amount }];
const detail = (name: string, scale: number): z.input<typeof packageDetailAnswer> => ({
  id: 2,
  name,
  scale,
  scalePer10k: scale * 10_000,
  users: 0,
  games: {
    '2d': [{ betType: '2A', commission: 15, payouts: payouts(70 * scale) }],
    '3d': [],
    '4d': [
      {
        betType: 'B',
        commission: 25,
        payouts: [
          { tier: '1st', priceName: '1st Prize', amount: 2500 * scale },
          { tier: 'consolation', priceName: 'Consolation', amount: 60 * scale },
        ],
      },
      { betType: '4A', commission: 25, payouts: payouts(6000 * scale) },
    ],
    '5d': [],
    '6d': [],
  },
});

describe('back-office packages', () => {
  it('lists packages and creates one, then opens its payouts', async () => {
    const calls = mockApi({
      ...BASE,
      '/Admin/GetPackages': okContract(packagesAnswer, [
        { id: 1, name: '2500', scale: 1, scalePer10k: 10000, users: 4 },
        { id: 2, name: '2730', scale: 1.092, scalePer10k: 10920, users: 1 },
      ]),
      '/Admin/SavePackage': okContract(packageDetailAnswer, detail('p105', 1.05)),
      '/Admin/GetPackage': okContract(packageDetailAnswer, detail('p105', 1.05)),
    });
    loginAs(HOUSE);
    const { router } = renderApp('/admin/packages');
    const items = await screen.findAllByTestId('package-item');
    expect(items.map((item) => item.textContent)).toEqual([
      '2500Scale 1.0000 · Users: 4',
      '2730Scale 1.0920 · Users: 1',
    ]);
    await userEvent.type(screen.getByLabelText('Package name'), 'p105');
    await userEvent.type(screen.getByLabelText('Payout scale (e.g. 1.092)'), '1.05');
    await userEvent.type(screen.getByLabelText('Commission % for every bet type (optional)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    expect(await screen.findByTestId('package-head')).toHaveTextContent('p105');
    expect(router.state.location.search).toBe('?name=p105');
    const save = calls.find((call) => call.path === '/Admin/SavePackage')!;
    const body = JSON.parse(save.body);
    expect(body).toMatchObject({ name: 'p105', scale: 1.05 });
    expect(body.commission).toMatchObject({ B: 20, '2A': 20, '6D': 20 });
    expect(screen.getByLabelText('Payout of B 1st Prize')).toHaveValue('2625');
  });

  it("shows the server's field message when a create is refused", async () => {
    mockApi({
      ...BASE,
      '/Admin/GetPackages': okContract(packagesAnswer, []),
      '/Admin/SavePackage': fail('VALIDATION_FAILED', 'name: a package named 2500 already exists', 400),
    });
    loginAs(HOUSE);
    renderApp('/admin/packages');
    await userEvent.click(await screen.findByRole('button', { name: 'Create package' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a package name');
    await userEvent.type(screen.getByLabelText('Package name'), '2500');
    await userEvent.type(screen.getByLabelText('Payout scale (e.g. 1.092)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Create package' }));
    expect(await screen.findByText('name: a package named 2500 already exists')).toBeInTheDocument();
  });

  it('edits payouts and commission per game length and sends only what changed', async () => {
    const calls = mockApi({
      ...BASE,
      '/Admin/GetPackage': okContract(packageDetailAnswer, detail('p105', 1.05)),
      '/Admin/SavePackage': okContract(packageDetailAnswer, detail('p105', 1.05)),
    });
    loginAs(HOUSE);
    renderApp('/admin/packages/edit?name=p105');
    const first = await screen.findByLabelText('Payout of B 1st Prize');
    await userEvent.clear(first);
    await userEvent.type(first, '2700');
    await userEvent.click(screen.getByRole('tab', { name: '2D' }));
    const commission = within(screen.getByRole('tabpanel')).getByLabelText('Commission % of 2A');
    await userEvent.clear(commission);
    await userEvent.type(commission, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package p105 saved')).toBeInTheDocument();
    const save = calls.find((call) => call.path === '/Admin/SavePackage')!;
    expect(JSON.parse(save.body)).toEqual({
      name: 'p105',
      rates: { '4d': { B: { payouts: { '1st': 2700 } } }, '2d': { '2A': { commission: 12.5 } } },
    });
  });

  it('names a cell that is not a number, and an unknown package', async () => {
    mockApi({
      ...BASE,
      '/Admin/GetPackage': (request) =>
        request.url.includes('nope')
          ? fail('NOT_FOUND', 'No package named nope', 404)
          : okContract(packageDetailAnswer, detail('p105', 1.05)),
    });
    loginAs(HOUSE);
    const { router } = renderApp('/admin/packages/edit?name=p105');
    const cell = await screen.findByLabelText('Payout of 4A 1st Prize');
    await userEvent.clear(cell);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('4D 4A 1st: enter a number');
    await router.navigate('/admin/packages/edit?name=nope');
    expect(await screen.findByText('No package named nope')).toBeInTheDocument();
  });

  it('is not for agents or players', async () => {
    mockApi({ ...BASE });
    loginAs({ ...PLAYER, username: 'agent1', role: 'agent' });
    renderApp('/admin/packages');
    expect(await screen.findByTestId('admin-refused')).toBeInTheDocument();
  });
});
