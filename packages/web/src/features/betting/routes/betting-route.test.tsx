import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { betDatesAnswer } from '@lotto/contract/draws';
import { ticketDetailsAnswer } from '@lotto/contract/tickets';
import { describe, expect, it } from 'vitest';
import { okContract, mockApi } from '@/testing/mock-api';
import { loginAs, renderApp } from '@/testing/render-app';
import { i18n } from '@/i18n/i18n';
import { cartActions, getCart } from '../lib/cart-store';
import { BET_DATES, bettingApi } from '../testing/betting-api';

async function openBetting(path: string | { pathname: string; state: unknown } = '/betting') {
  loginAs();
  const app = renderApp('/');
  await act(() =>
    typeof path === 'string'
      ? app.router.navigate(path)
      : app.router.navigate(path.pathname, { state: path.state }),
  );
  await screen.findByRole('heading', { name: 'Normal Betting', level: 1 });
  await screen.findByTestId('bet-dates');
  // the next draw is preselected once the dates are in (issue 17.7); Rebet chooses its own
  if (typeof path === 'string') {
    await waitFor(() =>
      expect(screen.getByTestId('bet-dates').querySelector('[aria-pressed="true"]')).not.toBeNull(),
    );
  }
  return app;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const keypad = () => within(screen.getByRole('group', { name: 'Number keypad' }));

async function type(text: string) {
  for (const char of text)
    await userEvent.click(keypad().getByRole('button', { name: char === '.' ? 'Decimal point' : char }));
}

const dateChip = (day: string) =>
  within(screen.getByTestId('bet-dates')).getByRole('button', { name: new RegExp(day) });

/** Selects the date (the next draw is preselected: a chosen date is left as it is). */
async function chooseDate(day: string) {
  if (dateChip(day).getAttribute('aria-pressed') !== 'true') await userEvent.click(dateChip(day));
}

async function unchooseDate(day: string) {
  if (dateChip(day).getAttribute('aria-pressed') === 'true') await userEvent.click(dateChip(day));
}

/** Bet mode, pool, number and amounts: the ticket is complete but for what a test leaves out. */
async function fillTicket({
  group = '4D',
  number = '1234',
  amounts = { B: '1' } as Record<string, string>,
  pools = ['M Magnum 4D'],
} = {}) {
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Bet mode' })).getByRole('button', { name: group }),
  );
  for (const pool of pools) await userEvent.click(button(pool));
  await userEvent.click(screen.getByRole('textbox', { name: 'Number' }));
  await type(number);
  for (const [code, amount] of Object.entries(amounts)) {
    await userEvent.click(screen.getByRole('textbox', { name: `Amount for ${code}` }));
    await type(amount);
  }
}

const addTicket = () => userEvent.click(keypad().getByRole('button', { name: 'Add ticket' }));
const formError = () => screen.getByRole('alert');

describe('normal betting', () => {
  it('types on the keypad into the focused field and adds a BOX ticket with its total', async () => {
    mockApi(bettingApi());
    await openBetting();
    await chooseDate('25/11');
    await chooseDate('28/11');
    await userEvent.click(button('BOX'));
    await fillTicket({ amounts: { B: '1', S: '0.5' }, pools: ['M Magnum 4D', 'K Da Ma Cai 1+3D'] });

    const numberField = screen.getByRole('textbox', { name: 'Number' });
    expect(numberField).toHaveValue('1234');
    expect(numberField).toHaveAttribute('readonly');
    expect(numberField).toHaveAttribute('inputmode', 'none');
    expect(screen.getByRole('textbox', { name: 'Amount for S' })).toHaveValue('0.5');
    // 1.50 x 24 permutations x 2 pools x 2 dates
    expect(screen.getByText('Ticket total', { exact: false })).toHaveTextContent('144.00');

    await addTicket();
    const items = await screen.findAllByTestId('cart-item');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('1234');
    expect(items[0]).toHaveTextContent('BOX');
    expect(within(items[0]!).getByTestId('cart-item-total')).toHaveTextContent('144.00');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('144.00');
    expect(numberField).toHaveValue('');
    expect(getCart().items[0]).toMatchObject({
      number: '1234',
      pattern: 'BOX',
      type: '4D',
      poolList: [1, 2],
      poolShortCodes: ['M', 'K'],
      betType: [
        { shortCode: 'B', amount: '1', name: 'Big' },
        { shortCode: 'S', amount: '0.5', name: 'Small' },
      ],
    });
    expect(getCart().dates.map((date) => date.value)).toEqual(['20261125', '20261128']);
  }, 60_000);

  it('asks for a bet mode first', async () => {
    mockApi(bettingApi());
    await openBetting();
    expect(screen.getAllByText('Select bet mode to continue').length).toBeGreaterThan(0);
    await unchooseDate('25/11');
    expect(screen.getByText('Select draw date to continue')).toBeInTheDocument();
    await addTicket();
    expect(formError()).toHaveTextContent('Select bet mode to continue');
  });

  it('refuses a ticket without a draw date (INVALID_BET_DATE)', async () => {
    mockApi(bettingApi());
    await openBetting();
    await unchooseDate('25/11');
    await fillTicket();
    await addTicket();
    expect(formError()).toHaveTextContent('Invalid bet date');
    expect(getCart().items).toEqual([]);
  });

  it('refuses a number of the wrong length (INVALID_NUMBER)', async () => {
    mockApi(bettingApi());
    await openBetting();
    await chooseDate('25/11');
    await fillTicket({ number: '123' });
    await addTicket();
    expect(formError()).toHaveTextContent('Invalid bet number');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the bet type of an invalid amount (INVALID_BET_AMOUNT)', async () => {
    mockApi(bettingApi());
    await openBetting();
    await chooseDate('25/11');
    await fillTicket({ amounts: { B: '1', S: '1.' } });
    await addTicket();
    expect(formError()).toHaveTextContent('Invalid bet amount (S)');
    expect(screen.getByRole('textbox', { name: 'Amount for S' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a 3-digit number with 4-digit amounts in 3.4D (INVALID_BET_AMOUNT_3D)', async () => {
    mockApi(bettingApi());
    await openBetting();
    await chooseDate('25/11');
    await fillTicket({ group: '3.4D', number: '123', amounts: { B: '1', '3A': '1' } });
    await addTicket();
    expect(formError()).toHaveTextContent('Incorrect bet amount for 3D betting (B)');

    // with only the 3-digit types filled it is a valid ticket
    await userEvent.click(screen.getByRole('textbox', { name: 'Amount for B' }));
    await userEvent.click(keypad().getByRole('button', { name: 'Clear' }));
    await addTicket();
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(1);
  });

  it('asks for a pool and offers only pools running the bet mode', async () => {
    mockApi(bettingApi());
    await openBetting();
    await chooseDate('25/11');
    await fillTicket({ group: '5D', number: '12345', amounts: { '5D': '1' }, pools: [] });
    expect(screen.queryByRole('button', { name: /Magnum 4D$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Grand Dragon$/ })).not.toBeInTheDocument();
    expect(button('T SportsToto 4D')).toBeInTheDocument();
    await addTicket();
    expect(formError()).toHaveTextContent('Select at least one pool');
  });

  it('changing the draw dates with a basket asks first, then moves every ticket', async () => {
    mockApi(bettingApi());
    await openBetting();
    await chooseDate('25/11');
    await fillTicket();
    await addTicket();
    await screen.findByTestId('cart-item');

    // cancelled: nothing changes
    await chooseDate('28/11');
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Changing the draw date changes the dates of every ticket in your basket to: 25/11/2026, 28/11/2026. Continue?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(getCart().dates.map((date) => date.value)).toEqual(['20261125']);
    expect(screen.getByTestId('basket-total')).toHaveTextContent('1.00');

    // confirmed: every ticket is on the new dates
    await chooseDate('28/11');
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(getCart().dates.map((date) => date.value)).toEqual(['20261125', '20261128']));
    expect(screen.getByTestId('basket-total')).toHaveTextContent('2.00');
  });

  it('asks before leaving with a basket, and empties it on leaving', async () => {
    mockApi(bettingApi());
    const { router } = await openBetting();
    await chooseDate('25/11');
    await fillTicket();
    await addTicket();
    await screen.findByTestId('cart-item');

    await act(() => router.navigate('/help'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tickets in your basket: 1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/betting');

    // the summary is part of the flow: no question
    await userEvent.click(button(/^Bet/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting/summary'));
    await act(() => router.navigate('/betting'));

    await act(() => router.navigate('/help'));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(getCart().items).toEqual([]);
  });

  it('Bet with an empty basket says so', async () => {
    mockApi(bettingApi());
    const { router } = await openBetting();
    await userEvent.click(button(/^Bet/));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Your bet list is empty');
    expect(router.state.location.pathname).toBe('/betting');
  });

  it('rebet puts the bets of the ticket into the basket, a closed date to be chosen again', async () => {
    mockApi(
      bettingApi({
        '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, {
          betId: '42',
          status: 'Voided',
          datetime: '20/11/2026 10:00:00',
          total: 48,
          orderstring: '',
          orderresponse: '',
          remark: '',
          cartObject: {
            name: '4D',
            dates: [{ value: '20261118', date: '18/11/2026', label: '' }],
            betList: [
              {
                id: 'x',
                number: '5678',
                pattern: 'R',
                betType: [{ name: 'Big', shortCode: 'B', amount: '2' }],
                poolList: [1, 3],
                poolShortCodes: ['M', 'T'],
                totalAmount: 8,
                type: '4D',
              },
            ],
            remark: '',
            phone: '',
          },
          phone: '',
          cancellable: false,
          owner: 'player1',
          placedBy: 'player1',
          voidedBy: 'player1',
        }),
      }),
    );
    await openBetting({ pathname: '/betting', state: { rebetId: '42' } });
    const item = await screen.findByTestId('cart-item');
    expect(item).toHaveTextContent('5678');
    expect(item).toHaveTextContent('R');
    expect(getCart().dates).toEqual([]);
    expect(getCart().items[0]).toMatchObject({
      poolList: [1, 3],
      betType: [{ shortCode: 'B', amount: '2' }],
    });
    expect(screen.getAllByText('Select draw date to continue').length).toBeGreaterThan(0);
    await chooseDate('25/11');
    // R: 2.00 x 2 x 2 pools x 1 date
    expect(screen.getByTestId('basket-total')).toHaveTextContent('8.00');
  });

  it("rebet of a Da Ma Cai ticket takes the ticket's own pool, date and lines, not the remembered ones (issue 36.2)", async () => {
    // The last ticket was on Magnum: the form remembers it; the ticket is Da Ma Cai, Saturday 28.
    localStorage.setItem(
      'lotto.betting.last',
      JSON.stringify({ owner: 'player1', group: '4D', pattern: 'NORMAL', pools: ['mg'] }),
    );
    mockApi(
      bettingApi({
        '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, {
          betId: '77',
          status: 'Active',
          datetime: '22/11/2026 10:00:00',
          total: 2,
          orderstring: 'D28\n#K\n2468#B2',
          orderresponse: '',
          remark: '',
          cartObject: {
            name: '4D',
            dates: [{ value: '20261128' }],
            betList: [
              {
                number: '2468',
                pattern: 'NORMAL',
                betType: [{ shortCode: 'B', amount: '2' }],
                poolList: [2],
              },
            ],
            remark: '',
            phone: '',
          },
          phone: '',
          cancellable: true,
          owner: 'player1',
          placedBy: 'player1',
          voidedBy: null,
        }),
      }),
    );
    await openBetting({ pathname: '/betting', state: { rebetId: '77' } });
    const item = await screen.findByTestId('cart-item');
    expect(item).toHaveTextContent('2468');
    await waitFor(() => expect(getCart().dates.map((date) => date.value)).toEqual(['20261128']));
    expect(getCart().items).toHaveLength(1);
    expect(getCart().items[0]).toMatchObject({ poolList: [2], poolShortCodes: ['K'] });
    expect(dateChip('28/11')).toHaveAttribute('aria-pressed', 'true');
    expect(dateChip('25/11')).toHaveAttribute('aria-pressed', 'false');
    // B 2.00 x 1 pool x 1 date: what the ticket cost, not twice.
    expect(screen.getByTestId('basket-total')).toHaveTextContent('2.00');
    expect(
      screen.getByText('The bets of ticket #77 are in your basket, on its draw date 28/11/2026.'),
    ).toBeVisible();
  });

  it('offers the dates of GetBetDates with weekday names and the pools that draw (issues 16.10, 17.7)', async () => {
    mockApi(bettingApi());
    await openBetting();
    const dates = within(screen.getByTestId('bet-dates')).getAllByRole('button');
    const dayAndPools = (chip: HTMLElement) =>
      [...chip.children]
        .filter((part) => !part.matches('[data-testid="bet-date-cutoff"]'))
        .map((part) => part.textContent)
        .join('');
    expect(dates.map(dayAndPools)).toEqual([
      'Wed25/11All pools',
      'Thu26/119 Lotto',
      'Sat28/11All pools',
      'Sun29/11All pools',
    ]);
    expect(dates[1]).toHaveAttribute('aria-description', expect.stringMatching(/^Draws: 9 Lotto(\.|$)/));
    expect(BET_DATES).toHaveLength(4);
  });

  it('shows the weekday in the language of the user (zh-CN)', async () => {
    mockApi(bettingApi());
    await i18n.changeLanguage('zh-CN');
    loginAs();
    renderApp('/betting');
    const chips = within(await screen.findByTestId('bet-dates')).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent?.replace(/(S 18:00 · )?19:00.*$/, ''))).toEqual([
      '周三25/11全部彩池',
      '周四26/119 Lotto',
      '周六28/11全部彩池',
      '周日29/11全部彩池',
    ]);
  });

  it('preselects the next open draw, of the remembered pools when there are some (issue 17.7)', async () => {
    mockApi(bettingApi());
    await openBetting();
    expect(dateChip('25/11')).toHaveAttribute('aria-pressed', 'true');
    expect(getCart().dates.map((date) => date.value)).toEqual(['20261125']);
    cleanup();
    act(() => cartActions.reset());

    // Thursday first: 9 Lotto only. The last ticket was on Magnum: its next draw is Saturday.
    localStorage.setItem(
      'lotto.betting.last',
      JSON.stringify({ owner: 'player1', group: '4D', pattern: 'NORMAL', pools: ['mg'] }),
    );
    mockApi(bettingApi({ '/Tool/GetBetDates': okContract(betDatesAnswer, BET_DATES.slice(1)) }));
    await openBetting();
    await waitFor(() => expect(getCart().dates.map((date) => date.value)).toEqual(['20261128']));
    expect(dateChip('26/11')).toHaveAttribute('aria-pressed', 'false');
    expect(dateChip('28/11')).toHaveAttribute('aria-pressed', 'true');
  });

  it('greys a pool without a draw on a chosen date, and Add ticket refuses it naming pool and date (issue 16.10)', async () => {
    mockApi(bettingApi());
    await openBetting();
    await chooseDate('26/11');
    await fillTicket();
    const magnum = button('M Magnum 4D');
    expect(magnum).toHaveAttribute('data-no-draw', 'true');
    // the visible "No draw" label is CSS content of its data-label (see pool-picker.tsx)
    expect(magnum.querySelector('.bet-pool__no-draw')).toHaveAttribute('data-label', 'No draw');
    expect(magnum).toHaveAttribute('aria-description', 'No draw on Thu 26/11');
    expect(button('E 9 Lotto')).not.toHaveAttribute('data-no-draw');

    await addTicket();
    expect(formError()).toHaveTextContent(
      'M Magnum 4D has no draw on Thu 26/11. Choose another date or remove the pool.',
    );
    expect(getCart().items).toEqual([]);

    // without Thursday the same ticket goes in
    await unchooseDate('26/11');
    expect(button('M Magnum 4D')).not.toHaveAttribute('data-no-draw');
    await addTicket();
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(1);
  }, 60_000);

  it('Edit puts a basket line back in the form and Save replaces it in its place (issue 17.6)', async () => {
    mockApi(bettingApi());
    await openBetting();
    await fillTicket({ number: '1234', amounts: { B: '1' } });
    await addTicket();
    await userEvent.click(screen.getByRole('textbox', { name: 'Number' }));
    await type('5678');
    await addTicket();
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(2);
    const [firstId, secondId] = getCart().items.map((item) => item.id);

    await userEvent.click(button('Edit ticket 1234'));
    expect(screen.getByTestId('bet-editing')).toHaveTextContent('Editing ticket 1234');
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('1234');
    expect(screen.getByRole('textbox', { name: 'Amount for B' })).toHaveValue('1');
    expect(button('M Magnum 4D')).toHaveAttribute('aria-pressed', 'true');

    // change the number, the amounts, a pool and the pattern, then save
    await userEvent.click(screen.getByRole('textbox', { name: 'Number' }));
    await userEvent.click(keypad().getByRole('button', { name: 'Clear' }));
    await type('4321');
    await userEvent.click(screen.getByRole('textbox', { name: 'Amount for S' }));
    await type('2');
    await userEvent.click(button('T SportsToto 4D'));
    await userEvent.click(button('R'));
    await userEvent.click(keypad().getByRole('button', { name: 'Save ticket' }));

    expect(screen.queryByTestId('bet-editing')).not.toBeInTheDocument();
    const items = getCart().items;
    expect(items.map((item) => item.id)).toEqual([firstId, secondId]);
    expect(items[0]).toMatchObject({
      number: '4321',
      pattern: 'R',
      poolList: [1, 3],
      betType: [
        { shortCode: 'B', amount: '1' },
        { shortCode: 'S', amount: '2' },
      ],
    });
    expect(items[1]).toMatchObject({ number: '5678', pattern: 'NORMAL' });
    // R: (1 + 2) x 2 numbers x 2 pools + 1.00 for 5678
    expect(screen.getByTestId('basket-total')).toHaveTextContent('13.00');
    expect(keypad().getByRole('button', { name: 'Add ticket' })).toBeInTheDocument();
  }, 60_000);

  it('Cancel edit leaves the basket line as it was', async () => {
    mockApi(bettingApi());
    await openBetting();
    await fillTicket();
    await addTicket();
    const before = getCart().items;
    await userEvent.click(button('Edit ticket 1234'));
    await userEvent.click(button('Cancel edit'));
    expect(screen.queryByTestId('bet-editing')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('');
    expect(getCart().items).toEqual(before);
  }, 60_000);

  it('remembers the bet mode, pattern and pools for the next ticket, per user (issue 17.6)', async () => {
    mockApi(bettingApi());
    const { router } = await openBetting();
    await userEvent.click(button('BOX'));
    await fillTicket({ pools: ['M Magnum 4D', 'T SportsToto 4D'] });
    await act(() => router.navigate('/help'));
    await act(() => router.navigate('/betting'));
    await screen.findByTestId('bet-dates');
    const mode = within(screen.getByRole('group', { name: 'Bet mode' }));
    expect(mode.getByRole('button', { name: '4D' })).toHaveAttribute('aria-pressed', 'true');
    expect(button('BOX')).toHaveAttribute('aria-pressed', 'true');
    expect(button('M Magnum 4D')).toHaveAttribute('aria-pressed', 'true');
    expect(button('T SportsToto 4D')).toHaveAttribute('aria-pressed', 'true');
    expect(button('K Da Ma Cai 1+3D')).toHaveAttribute('aria-pressed', 'false');
    cleanup();

    // another user on the same phone starts afresh
    loginAs({ username: 'player2', token: 'tok-2', role: 'player' });
    renderApp('/betting');
    await screen.findByTestId('bet-dates');
    expect(button('BOX')).toHaveAttribute('aria-pressed', 'false');
    expect(button('M Magnum 4D')).toHaveAttribute('aria-pressed', 'false');
  }, 60_000);
});
