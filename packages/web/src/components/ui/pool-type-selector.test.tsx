import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, ok, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

const api = (appType: 'normal' | 'gd') => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType, titleSuffix: 'Lotto', timeZone: DEVICE_ZONE }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Report/GetDailySales': ok({ total: 0, detail_lst: [] }),
});

const options = () => screen.getAllByRole('radio').map((radio) => radio.textContent);

describe('report pool filter', () => {
  it('offers no GD in the normal app, which has no Grand Dragon pool', async () => {
    mockApi(api('normal'));
    loginAs();
    renderApp('/daily-sales?date=2026-11-22');
    await screen.findByRole('radio', { name: '9 Lotto' });
    expect(options()).not.toContain('GD');
    expect(options()).toHaveLength(3);
  });

  it('offers GD in the gd app', async () => {
    mockApi(api('gd'));
    loginAs();
    renderApp('/daily-sales?date=2026-11-22');
    expect(await screen.findByRole('radio', { name: 'GD' })).toBeInTheDocument();
    expect(options()).toHaveLength(4);
  });
});
