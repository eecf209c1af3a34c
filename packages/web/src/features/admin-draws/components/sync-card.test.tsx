import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { schedulesAnswer, settlementsAnswer } from '@lotto/contract/draws';
import { enterResultAnswer } from '@lotto/contract/results';
import { syncDrawsAnswer, type SyncDraw } from '@lotto/contract/result-sources';
import { appConfigAnswer } from '@lotto/contract/tools';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, PLAYER, renderApp } from '@/testing/render-app';

const ADMIN = { ...PLAYER, username: 'admin', role: 'admin' as const };
const numbers = (first: string, second: string) => ({
  brand: 'kd',
  drawDate: '20261122',
  topPrize: [first, second, '8056'],
  specialPrize: ['8222', '9241', '8380', '0345', '9665', '1514', '1253', '4326', '6088', '2736'],
  consolationPrize: ['4346', '0396', '2355', '5976', '8182', '4200', '7578', '7797', '9126', '2400'],
});
const CONFLICT: SyncDraw = {
  pool: 'kd',
  poolName: 'Da Ma Cai 1+3D',
  drawDate: '20261122',
  state: 'conflict',
  sources: [
    { sourceId: 1, name: 'Da Ma Cai', kind: 'publisher', result: numbers('0638', '0725') },
    { sourceId: 2, name: 'Sloppy site', kind: 'aggregator', result: numbers('0638', '0726') },
  ],
  alerts: [
    { source: 'Sloppy site', other: 'Da Ma Cai', prize: 'second', sourceNumber: '0726', otherNumber: '0725' },
  ],
};

/** The first day asked for has the conflict; the other (yesterday) nothing. */
function api() {
  let first: string | null = null;
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    '/Admin/GetSchedules': okContract(schedulesAnswer, []),
    '/Admin/GetSettlements': okContract(settlementsAnswer, []),
    '/Admin/GetResultSync': (request: RecordedRequest) => {
      const date = new URL(request.url, 'http://x').searchParams.get('date');
      first ??= date;
      return okContract(syncDrawsAnswer, date === first ? [CONFLICT] : []);
    },
    '/Admin/ConfirmResult': okContract(enterResultAnswer, {
      change: 'new',
      version: 1,
      lines: 3,
      winTotal: 2500,
      commissionTotal: 0.75,
    }),
  };
}

describe('results from sources (issue 43)', () => {
  it('Results: the alert names source, prize and both numbers; the house confirms one source in one tap', async () => {
    const calls = mockApi(api());
    loginAs(ADMIN);
    renderApp('/admin/results');
    const draw = await screen.findByTestId('sync-draw');
    expect(within(draw).getByTestId('sync-state')).toHaveTextContent('Sources disagree: pick one');
    expect(within(draw).getByTestId('sync-alert')).toHaveTextContent(
      'Sloppy site says 2nd 0726; Da Ma Cai says 0725',
    );
    const [publisher] = within(draw).getAllByTestId('sync-source');
    expect(publisher).toHaveTextContent('Da Ma Cai (Publisher)');
    fireEvent.click(within(publisher!).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/Admin/ConfirmResult').map((call) => JSON.parse(call.body)),
      ).toEqual([{ pool: 'kd', date: '20261122', sourceId: 1 }]),
    );
  });

  it('Draws: the alert is shown, without the confirm', async () => {
    mockApi(api());
    loginAs(ADMIN);
    renderApp('/admin/draws');
    const draw = await screen.findByTestId('sync-draw');
    expect(within(draw).getByTestId('sync-alert')).toHaveTextContent(
      'Sloppy site says 2nd 0726; Da Ma Cai says 0725',
    );
    expect(within(draw).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
