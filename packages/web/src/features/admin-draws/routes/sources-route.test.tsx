import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { resultSourcesAnswer, type ResultSourceItem } from '@lotto/contract/result-sources';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, ok, okContract } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

const ADMIN = { ...PLAYER, username: 'admin', role: 'admin' as const };
const SOURCE: ResultSourceItem = {
  id: 7,
  name: 'Copycat',
  urlTemplate: 'https://copy.example/{date}.json',
  format: 'json',
  pools: ['kd'],
  kind: 'aggregator',
  enabled: true,
  lastFetchAt: null,
  lastSuccessAt: null,
  lastErrorAt: null,
  lastError: null,
  failingDay: false,
};
const api = () => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, {
    appType: 'normal',
    titleSuffix: 'Lotto',
    timeZone: DEVICE_ZONE,
  }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
  '/Admin/GetResultSources': okContract(resultSourcesAnswer, [SOURCE]),
  '/Admin/DeleteResultSource': ok(null),
});

describe('result sources (issue 43)', () => {
  it('deletes a source after a confirm; cancelling sends nothing', async () => {
    const calls = mockApi(api());
    loginAs(ADMIN);
    renderApp('/admin/result-sources');
    const row = await screen.findByTestId('source-row');
    const deletes = () =>
      calls.filter((call) => call.path === '/Admin/DeleteResultSource').map((call) => JSON.parse(call.body));

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Copycat?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Delete Copycat?')).not.toBeInTheDocument());
    expect(deletes()).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete Copycat?')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(deletes()).toEqual([{ id: 7 }]));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Source deleted');
  });
});
