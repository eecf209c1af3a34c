import { addDays, weekday } from '@lotto/domain/calendar-dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { betDatesAnswer } from '@lotto/contract/draws';
import { describe, expect, it } from 'vitest';
import { displayDate } from '@/lib/dates/display-dates';
import { fail, mockApi, ok, okContract, type RecordedRequest } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { baseApi, daysAgo, today, wireDaysAgo } from '@/testing/test-days';
import { result, totoResult } from '../testing/result-fixtures';
import { fromCompactDate, toCompactDate } from '@lotto/contract/wire-dates';

const paramsOf = (calls: RecordedRequest[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => new URL(call.url, 'http://x').searchParams);

/** GetLatestResult: the latest (no date) or the results of `date` from `byDate`. */
function resultsApi(latest: unknown[], byDate: Record<string, unknown[]> = {}) {
  return (request: RecordedRequest) => {
    const date = new URL(request.url, 'http://x').searchParams.get('date');
    return ok(date === null ? latest : (byDate[date] ?? []));
  };
}

const card = () => screen.getByTestId('result-card');
/** A pool's button by the pool's name: buttons read as they show, letter first ("M Magnum 4D"). */
const poolButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Pools' })).getByRole('button', {
    name: new RegExp(`^[A-Z0-9] ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });

describe('result screen', () => {
  it('opens on the latest results: the newest draw date and the first pool with a result, all 23 numbers', async () => {
    const calls = mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': resultsApi([
        result('kd', wireDaysAgo(3), '20'),
        result('mg', wireDaysAgo(3), '10'),
        result('nl', wireDaysAgo(1), '90'),
      ]),
    });
    loginAs();
    renderApp('/result');
    expect(await screen.findByTestId('result-card')).toHaveAttribute('data-pool', 'mg');
    expect(paramsOf(calls, '/Tool/GetLatestResult')[0]?.has('date')).toBe(false);
    expect(document.title).toBe('Results | Lotto');

    // the picker shows the newest draw date, at most today
    expect(screen.getByLabelText('Draw date')).toHaveValue(daysAgo(1));
    expect(screen.getByLabelText('Draw date')).toHaveAttribute('max', today());
    expect(screen.getByTestId('result-date')).toHaveTextContent(displayDate(daysAgo(1)));

    expect(within(card()).getByRole('heading', { name: 'Magnum 4D' })).toBeInTheDocument();
    expect(within(card()).getByTestId('result-draw-date')).toHaveTextContent(displayDate(daysAgo(3)));
    const top = within(card()).getAllByTestId('top-prize');
    expect(top.map((item) => item.textContent)).toEqual(['1001', '1002', '1003']);
    expect(within(card()).getByText('1st Prize')).toBeInTheDocument();
    expect(within(card()).getByText('3rd Prize')).toBeInTheDocument();
    const special = within(card()).getAllByTestId('special-number');
    const consolation = within(card()).getAllByTestId('consolation-number');
    expect(special.map((item) => item.textContent)).toEqual([
      '1010',
      '1011',
      '1012',
      '1013',
      '1014',
      '1015',
      '1016',
      '1017',
      '1018',
      '1019',
    ]);
    expect(consolation).toHaveLength(10);
    expect(consolation[9]).toHaveTextContent('1029');
    expect(within(card()).getByRole('heading', { name: 'Special' })).toBeInTheDocument();
    expect(within(card()).getByRole('heading', { name: 'Consolation' })).toBeInTheDocument();
    expect(within(card()).queryByTestId('five-d-number')).not.toBeInTheDocument();
    expect(within(card()).queryByTestId('six-d-number')).not.toBeInTheDocument();

    // pools without a result are greyed out and cannot be chosen
    expect(poolButton('Magnum 4D')).toHaveAttribute('aria-pressed', 'true');
    expect(poolButton('SportsToto 4D')).toBeDisabled();
    expect(poolButton('9 Lotto')).toBeEnabled();
    // the normal app type offers 8 pools (no Grand Dragon), 4 to a page
    expect(within(screen.getByRole('group', { name: 'Pools' })).getAllByRole('button')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Grand Dragon' })).not.toBeInTheDocument();
  });

  it('switches pool from the carousel and shows the 5D and 6D numbers of Toto', async () => {
    mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': resultsApi([result('mg', wireDaysAgo(2), '10'), totoResult(wireDaysAgo(2))], {
        [wireDaysAgo(5)]: [result('mg', wireDaysAgo(5), '15'), totoResult(wireDaysAgo(5))],
        [wireDaysAgo(6)]: [result('mg', wireDaysAgo(6), '16')],
      }),
    });
    loginAs();
    const { router } = renderApp('/result');
    expect(await screen.findByTestId('result-card')).toHaveAttribute('data-pool', 'mg');

    await userEvent.click(poolButton('SportsToto 4D'));
    expect(card()).toHaveAttribute('data-pool', 'tt');
    expect(router.state.location.search).toBe('?pool=tt');
    expect(poolButton('SportsToto 4D')).toHaveAttribute('aria-pressed', 'true');
    expect(poolButton('Magnum 4D')).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(card())
        .getAllByTestId('top-prize')
        .map((item) => item.textContent),
    ).toEqual(['3001', '3002', '3003']);
    expect(within(card()).getAllByTestId('special-number')).toHaveLength(10);
    expect(within(card()).getAllByTestId('consolation-number')).toHaveLength(10);

    const fiveD = within(card()).getByRole('region', { name: '5D' });
    expect(
      within(fiveD)
        .getAllByTestId('five-d-number')
        .map((item) => item.textContent),
    ).toEqual(['12345', '67890', '24680']);
    // 4th, 5th, 6th: the last 4, 3, 2 digits of the 1st prize
    expect(fiveD).toHaveTextContent('4th Prize2345');
    expect(fiveD).toHaveTextContent('6th Prize45');
    const sixD = within(card()).getByRole('region', { name: '6D' });
    expect(within(sixD).getByTestId('six-d-number')).toHaveTextContent('123456');
    expect(sixD).toHaveTextContent('2nd Prize12345-or-23456');
    expect(sixD).toHaveTextContent('5th Prize12----or----56');

    // the chosen pool is kept when the date changes, if it drew that day
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: daysAgo(5) } });
    await waitFor(() => expect(card()).toHaveTextContent(displayDate(daysAgo(5))));
    expect(card()).toHaveAttribute('data-pool', 'tt');
    expect(router.state.location.search).toBe(`?date=${daysAgo(5)}&pool=tt`);
    // else the first pool that did
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: daysAgo(6) } });
    await waitFor(() => expect(card()).toHaveAttribute('data-pool', 'mg'));
    expect(poolButton('SportsToto 4D')).toBeDisabled();
  });

  it('asks for the previous and the next draw day with the arrows; next stops at today', async () => {
    const calls = mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': resultsApi([], {
        [wireDaysAgo(4)]: [result('mg', wireDaysAgo(4), '10')],
        [wireDaysAgo(2)]: [result('nl', wireDaysAgo(2), '90')],
        [wireDaysAgo(1)]: [result('nl', wireDaysAgo(1), '91')],
      }),
      '/Tool/GetBetDates': (request) => {
        const params = new URL(request.url, 'http://x').searchParams;
        const step = params.get('day_number') === '2' ? 1 : -2;
        const day = addDays(fromCompactDate(params.get('selected_date')!)!, step);
        return okContract(betDatesAnswer, [{ date: '', id: weekday(day), fullDate: toCompactDate(day) }]);
      },
    });
    loginAs();
    const { router } = renderApp(`/result?date=${daysAgo(2)}`);
    expect(await screen.findByTestId('result-card')).toHaveAttribute('data-pool', 'nl');
    expect(paramsOf(calls, '/Tool/GetLatestResult')[0]?.get('date')).toBe(wireDaysAgo(2));

    await userEvent.click(screen.getByRole('button', { name: 'Previous draw day' }));
    await waitFor(() => expect(screen.getByLabelText('Draw date')).toHaveValue(daysAgo(4)));
    expect(router.state.location.search).toBe(`?date=${daysAgo(4)}`);
    const previous = paramsOf(calls, '/Tool/GetBetDates')[0];
    expect(previous?.get('selected_date')).toBe(wireDaysAgo(2));
    expect(previous?.get('day_number')).toBe('-2');
    await waitFor(() => expect(card()).toHaveAttribute('data-pool', 'mg'));
    expect(screen.getByLabelText('Draw date')).toHaveValue(daysAgo(4));
    expect(paramsOf(calls, '/Tool/GetLatestResult').at(-1)?.get('date')).toBe(wireDaysAgo(4));

    await userEvent.click(screen.getByRole('button', { name: 'Next draw day' }));
    await waitFor(() => expect(screen.getByLabelText('Draw date')).toHaveValue(daysAgo(3)));
    const next = paramsOf(calls, '/Tool/GetBetDates')[1];
    expect(next?.get('selected_date')).toBe(wireDaysAgo(4));
    expect(next?.get('day_number')).toBe('2');
    // no result that day: the empty state
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next draw day' }));
    await waitFor(() => expect(screen.getByLabelText('Draw date')).toHaveValue(daysAgo(2)));
    await userEvent.click(screen.getByRole('button', { name: 'Next draw day' }));
    await waitFor(() => expect(screen.getByLabelText('Draw date')).toHaveValue(daysAgo(1)));
    await userEvent.click(screen.getByRole('button', { name: 'Next draw day' }));
    await waitFor(() => expect(screen.getByLabelText('Draw date')).toHaveValue(today()));
    expect(screen.getByRole('button', { name: 'Next draw day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous draw day' })).toBeEnabled();
  });

  it('shows "No Result Found" for a day without results and greys out every pool', async () => {
    mockApi({ ...baseApi(), '/Tool/GetLatestResult': resultsApi([]) });
    loginAs();
    renderApp(`/result?date=${daysAgo(5)}&pool=mg`);
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
    expect(screen.queryByTestId('result-card')).not.toBeInTheDocument();
    const pools = within(screen.getByRole('group', { name: 'Pools' })).getAllByRole('button');
    expect(pools.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(pools.some((button) => button.getAttribute('aria-pressed') === 'true')).toBe(false);
  });

  it('loads the picked date and never goes past today', async () => {
    const calls = mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': resultsApi([result('mg', wireDaysAgo(1), '10')], {
        [wireDaysAgo(6)]: [result('kd', wireDaysAgo(6), '20')],
      }),
    });
    loginAs();
    const { router } = renderApp('/result');
    await screen.findByTestId('result-card');

    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: daysAgo(6) } });
    await waitFor(() => expect(card()).toHaveAttribute('data-pool', 'kd'));
    expect(router.state.location.search).toBe(`?date=${daysAgo(6)}`);
    expect(paramsOf(calls, '/Tool/GetLatestResult').at(-1)?.get('date')).toBe(wireDaysAgo(6));

    // a day after today is taken as today (the picker's max)
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2999-01-01' } });
    await waitFor(() => expect(screen.getByLabelText('Draw date')).toHaveValue(today()));
    expect(paramsOf(calls, '/Tool/GetLatestResult').at(-1)?.get('date')).toBe(toCompactDate(today()));
  });

  it('ignores a date after today in the URL and shows the latest results', async () => {
    const calls = mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': resultsApi([result('mg', wireDaysAgo(1), '10')]),
    });
    loginAs();
    renderApp('/result?date=2999-01-01');
    expect(await screen.findByTestId('result-card')).toHaveAttribute('data-pool', 'mg');
    expect(paramsOf(calls, '/Tool/GetLatestResult')[0]?.has('date')).toBe(false);
    expect(screen.getByLabelText('Draw date')).toHaveValue(daysAgo(1));
  });

  it('shows the error of a failed load', async () => {
    mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': fail('', 'Results are not available'),
    });
    loginAs();
    renderApp('/result');
    expect(await screen.findAllByText('Results are not available')).not.toHaveLength(0);
    expect(screen.queryByText('No Result Found')).not.toBeInTheDocument();
  });

  it('shows all pools of the date in one scroll, a compact card each, and back to the carousel', async () => {
    mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': resultsApi([
        result('kd', wireDaysAgo(1), '20'),
        result('mg', wireDaysAgo(1), '10'),
        totoResult(wireDaysAgo(1)),
        // an older draw of another pool is not "of the date"
        result('sg', wireDaysAgo(4), '40'),
      ]),
    });
    loginAs();
    const { router } = renderApp('/result');
    await screen.findByTestId('result-card');
    await userEvent.click(screen.getByRole('button', { name: 'All pools' }));
    expect(router.state.location.search).toMatch(/view=all/);
    const cards = await screen.findAllByTestId('result-compact');
    // carousel order, only the newest date's pools, no full card and no pool carousel
    expect(cards.map((each) => each.getAttribute('data-pool'))).toEqual(['mg', 'kd', 'tt']);
    expect(screen.queryByTestId('result-card')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Pools' })).toBeNull();
    expect(screen.getByRole('button', { name: 'All pools' })).toHaveAttribute('aria-pressed', 'true');

    const magnum = cards[0]!;
    expect(within(magnum).getByRole('heading', { name: 'Magnum 4D' })).toBeInTheDocument();
    expect(
      within(magnum)
        .getAllByTestId('top-prize')
        .map((each) => each.textContent),
    ).toEqual(['1001', '1002', '1003']);
    expect(within(magnum).getAllByTestId('special-number')).toHaveLength(10);
    expect(
      within(magnum)
        .getAllByTestId('consolation-number')
        .map((each) => each.textContent),
    ).toEqual(Array.from({ length: 10 }, (_, index) => `102${index}`));
    expect(within(cards[2]!).getByTestId('six-d-number')).toHaveTextContent('123456');
    expect(
      within(cards[2]!)
        .getAllByTestId('five-d-number')
        .map((each) => each.textContent),
    ).toEqual(['12345', '67890', '24680']);

    // tapping a pool's card opens it in the carousel
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Da Ma Cai 1+3D' }));
    expect(await screen.findByTestId('result-card')).toHaveAttribute('data-pool', 'kd');
    expect(screen.getByRole('button', { name: 'One pool' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the all-pools view is kept in the URL: a reload opens it again', async () => {
    mockApi({
      ...baseApi(),
      '/Tool/GetLatestResult': resultsApi([], { [wireDaysAgo(2)]: [result('mg', wireDaysAgo(2), '10')] }),
    });
    loginAs();
    renderApp(`/result?date=${daysAgo(2)}&view=all`);
    const cards = await screen.findAllByTestId('result-compact');
    expect(cards.map((each) => each.getAttribute('data-pool'))).toEqual(['mg']);
  });
});
