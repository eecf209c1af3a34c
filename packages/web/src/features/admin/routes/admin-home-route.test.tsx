import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

const API = {
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
};
const sectionTitles = () =>
  screen.queryAllByRole('link').map((link) => link.querySelector('.admin-section__title')?.textContent);

describe('the back-office home', () => {
  it('lists every section for the house', async () => {
    mockApi(API);
    loginAs({ ...PLAYER, username: 'admin', role: 'admin' });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Back Office', level: 1 })).toBeInTheDocument();
    expect(sectionTitles().filter(Boolean)).toEqual([
      'Users',
      'Credit',
      'Packages',
      'Limits',
      'Draws',
      'Results',
      'Result sources',
      'Audit Log',
    ]);
  });

  it('lists only the downline sections for an agent', async () => {
    mockApi(API);
    loginAs({ ...PLAYER, username: 'agent1', role: 'agent' });
    renderApp('/admin');
    expect(await screen.findByText('Users')).toBeInTheDocument();
    expect(sectionTitles().filter(Boolean)).toEqual(['Users', 'Credit']);
  });

  it('refuses a player plainly', async () => {
    mockApi(API);
    loginAs({ ...PLAYER, role: 'player' });
    renderApp('/admin');
    expect(await screen.findByTestId('admin-refused')).toHaveTextContent('Not available');
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
  });
});
