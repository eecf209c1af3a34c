import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { creditAnswer, packageListAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE, NO_PACKAGE_TABLES } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

const PACKAGES = {
  ...NO_PACKAGE_TABLES,
  activatedPackage: '2730',
  commissionList4d: [{ betType: 'B', amount: 25 }],
  payoutList4d: [{ betType: 'B', priceName: '1st Prize', amount: 2730 }],
  commissionList2d: [{ betType: '2A', amount: 15 }],
  payoutList2d: [{ betType: '2A', priceName: '1st Prize', amount: 76.44 }],
};

describe('packages list', () => {
  it('shows the activated package and the rate tables per game length', async () => {
    mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'normal',
        titleSuffix: 'Lotto',
        timeZone: DEVICE_ZONE,
      }),
      '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
      '/Account/GetPackageList': okContract(packageListAnswer, PACKAGES),
    });
    loginAs();
    renderApp('/packages-list');
    expect(await screen.findByTestId('activated-package')).toHaveTextContent('2730');
    expect(document.title).toBe('Packages List | Lotto');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('25%')).toBeInTheDocument();
    expect(within(panel).getByText('2,730.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '2D' }));
    expect(within(screen.getByRole('tabpanel')).getByText('76.44')).toBeInTheDocument();
  });
});
