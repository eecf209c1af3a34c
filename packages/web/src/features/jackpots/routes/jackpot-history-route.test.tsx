import { addDays } from '@lotto/domain/calendar-dates';
import { jackpotHistoryAnswer } from '@lotto/contract/results';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { toIsoDate } from '@/lib/dates/date-range';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { mockApi, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import type { JackpotItem } from '../api/get-jackpot-history';

const today = () => toIsoDate(new Date());
const gdApi = (items: JackpotItem[]) => ({
  '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType: 'gd', titleSuffix: 'GD' }),
  '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000 }),
  '/Tool/GetJackpotHistory': okContract(jackpotHistoryAnswer, items),
});
const historyCalls = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Tool/GetJackpotHistory')
    .map((call) => new URL(call.url, 'http://x').searchParams);

const WON: JackpotItem = {
  id: 'bonus-2026-11-23',
  jackpotType: 'Bonus Jackpot',
  jackpotNumber: '654321',
  drawDateString: '23/11/2026',
  prize: 50_000.1,
  unit: 2,
  winning: 50_000.1,
};
const ROLLED: JackpotItem = {
  id: 'dragon-2026-11-23',
  jackpotType: 'Dragon Jackpot',
  jackpotNumber: '9876',
  drawDateString: '23/11/2026',
  prize: 100_000.05,
  unit: 0,
  winning: 0,
};

describe('jackpot history (gd app type)', () => {
  it('asks for the last 7 days and shows a card per jackpot draw', async () => {
    const calls = mockApi(gdApi([WON, ROLLED]));
    loginAs();
    renderApp('/jackpot-history');
    const cards = await screen.findAllByTestId('jackpot-card');
    expect(cards).toHaveLength(2);
    const [params] = historyCalls(calls);
    expect(params?.get('date_from')).toBe(toCompactDate(addDays(today(), -6)));
    expect(params?.get('date_to')).toBe(toCompactDate(today()));

    const won = within(cards[0]!);
    expect(won.getByTestId('jackpot-type')).toHaveTextContent('Bonus Jackpot');
    expect(won.getByTestId('jackpot-number')).toHaveTextContent('654321');
    expect(won.getByTestId('jackpot-date')).toHaveTextContent('23/11/2026');
    expect(won.getByTestId('jackpot-prize')).toHaveTextContent('50,000.10');
    expect(won.getByTestId('jackpot-unit')).toHaveTextContent('2.00');
    expect(won.getByTestId('jackpot-winning')).toHaveTextContent('50,000.10');

    const rolled = within(cards[1]!);
    expect(rolled.getByTestId('jackpot-unit')).toHaveTextContent('0.00');
    expect(rolled.getByTestId('jackpot-winning')).toHaveTextContent('No winner, rolled over');
  });

  it('says "No more records" when the range has no draws, without a loading overlay', async () => {
    mockApi(gdApi([]));
    loginAs();
    renderApp('/jackpot-history');
    expect(await screen.findByTestId('jackpots-empty')).toHaveTextContent('No more records');
    expect(document.querySelector('.busy-overlay')).toBeNull();
  });

  it('pushes the other date so that from is never after to, and asks again', async () => {
    const calls = mockApi(gdApi([]));
    loginAs();
    renderApp('/jackpot-history?from=2026-11-01&to=2026-11-05');
    await screen.findByTestId('jackpots-empty');
    const [from] = document.querySelectorAll<HTMLInputElement>('.bh-range input[type="date"]');
    fireEvent.change(from!, { target: { value: '2026-11-09' } });
    await waitFor(() => {
      const last = historyCalls(calls).at(-1);
      expect([last?.get('date_from'), last?.get('date_to')]).toEqual(['20261109', '20261109']);
    });
  });
});

describe('jackpot history in the normal app type', () => {
  it('is not available and asks the server nothing', async () => {
    const calls = mockApi({
      '/Tool/GetAppConfig': okContract(appConfigAnswer, { appType: 'normal', titleSuffix: 'Lotto' }),
      '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000 }),
    });
    loginAs();
    renderApp('/jackpot-history');
    expect(await screen.findByTestId('jackpots-unavailable')).toHaveTextContent('Jackpots are not offered');
    expect(historyCalls(calls)).toEqual([]);
  });
});
