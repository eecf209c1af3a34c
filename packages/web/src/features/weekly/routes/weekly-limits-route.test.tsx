import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { setWeeklyAtCloseAnswer, weeklyLimitsAnswer } from '@lotto/contract/weekly';
import { mockApi, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

describe('一周限制 (issue 41)', () => {
  it('locks a downline instead of the Monday reset with its switch, and shows a locked one', async () => {
    const calls = mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, {
        appType: 'normal',
        titleSuffix: 'Lotto',
        timeZone: DEVICE_ZONE,
      }),
      '/Account/GetMyCredit': okContract(creditAnswer, {
        creditLeft: 5000,
        confirmOrderAbove: null,
        weeklyLimit: 6000,
      }),
      '/Admin/GetWeeklyLimits': okContract(weeklyLimitsAnswer, {
        limit: 6000,
        given: 2000,
        leftToGive: 4000,
        week: '20261123',
        rows: [
          {
            username: 'p1',
            role: 'player',
            limit: 1000,
            stakedThisWeek: 0,
            creditLeft: 1000,
            atClose: 'reset',
            lockedWeek: null,
          },
          {
            username: 'p2',
            role: 'player',
            limit: 1000,
            stakedThisWeek: 0,
            creditLeft: 925,
            atClose: 'lock',
            lockedWeek: '20261116',
          },
        ],
      }),
      '/Admin/SetWeeklyAtClose': okContract(setWeeklyAtCloseAnswer, {
        username: 'p1',
        atClose: 'lock',
        lockedWeek: null,
        creditLeft: 1000,
      }),
    });
    loginAs({ username: 'agent1', token: 'tok-a', role: 'agent' });
    renderApp('/admin/weekly-limits');
    const p1 = await screen.findByTestId('limit-row-p1');
    const p2 = screen.getByTestId('limit-row-p2');
    expect(within(p1).getByRole('switch')).not.toBeChecked();
    expect(within(p1).queryByRole('status')).not.toBeInTheDocument();
    expect(within(p2).getByRole('switch')).toBeChecked();
    expect(within(p2).getByRole('status')).toHaveTextContent('Locked: the week of 16/11 is not settled');

    fireEvent.click(within(p1).getByRole('switch'));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/Admin/SetWeeklyAtClose')
          .map((call) => JSON.parse(call.body) as unknown),
      ).toEqual([{ username: 'p1', atClose: 'lock' }]),
    );
  });
});
