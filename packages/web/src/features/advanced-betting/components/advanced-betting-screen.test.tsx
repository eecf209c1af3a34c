import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { ticketDetailsAnswer, type TicketDetailsAnswer } from '@lotto/contract/tickets';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import {
  appConfigAnswer,
  defaultTextAnswer,
  eatSequencesAnswer,
  updateEatSequenceAnswer,
} from '@lotto/contract/tools';
import { fail, mockApi, ok, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { renderRoutes } from '@/testing/render-app';
import { authStore } from '@/lib/auth/auth-store';
import { saveSessionIdentity } from '@/lib/storage';
import { advancedBettingRoutes } from '../routes';

function loginAs() {
  saveSessionIdentity('player1', 'tok-1');
  authStore.set({ status: 'logged-in', user: { username: 'player1', token: 'tok-1', role: 'player' } });
}

/** This feature's routes alone (other screens are elsewhere), in a memory router. */
function renderScreen(state?: unknown) {
  const { router } = renderRoutes(
    [
      ...Object.entries(advancedBettingRoutes).map(([path, element]) => ({ path, element })),
      { path: '*', element: <p>elsewhere</p> },
    ],
    { pathname: '/advance-betting', state },
  );
  return { router };
}

// antd-mobile popups animate in: their masks briefly have pointer-events none
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const RECEIPT = { receiptString: ['#41 ...'], ticketXId: ['41'], betStatus: 'COMPLETE' };

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  let checkedId = 1;
  const sequences = ['B-S-A-C-D', 'S-B-A-C-D'];
  return mockApi({
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 500, confirmOrderAbove: null }),
    '/Tool/GetBetDates': ok([
      { date: '25/11/2026', id: 3, fullDate: '20261125' },
      { date: '28/11/2026', id: 6, fullDate: '20261128' },
    ]),
    '/Tool/GetAdvancedBetDefaultText': okContract(defaultTextAnswer, 'D\n#1\n'),
    '/Tool/GetEatSequences': () =>
      okContract(
        eatSequencesAnswer,
        sequences.map((sequence, index) => ({ id: index + 1, sequence, checked: index + 1 === checkedId })),
      ),
    '/Tool/UpdateUserEatSequence': (request) => {
      checkedId = Number(new URLSearchParams(request.body).get('EatSequenceId'));
      return okContract(updateEatSequenceAnswer, { id: checkedId, sequence: sequences[checkedId - 1]! });
    },
    '/Order/MakeOrderAdvanced': ok(RECEIPT),
    ...extra,
  });
}

async function open(calls = api()) {
  loginAs();
  const view = renderScreen();
  const editor = await screen.findByRole('textbox', { name: 'Order lines' });
  await waitFor(() => expect(editor).toHaveValue('D\n#1\n'));
  const keyboard = screen.getByRole('group', { name: 'Bet keyboard' });
  const key = (name: string) => within(keyboard).getByRole('button', { name });
  const press = async (...names: string[]) => {
    for (const name of names) await userEvent.click(key(name));
  };
  return { ...view, calls, editor, key, press };
}

// jsdom has no pointer capture; antd-mobile's popups use it for their drag gesture
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

// the first test also loads the screen's modules; a loaded machine needs more than 5 s
describe('advanced betting', { timeout: 20_000 }, () => {
  it('types with the keyboard: eat keys need 3 digits, pool keys start or extend a pool line', async () => {
    const { editor, key, press } = await open();
    expect(editor).toHaveAttribute('inputmode', 'none');
    expect(key('B Big #1 (bet type)')).toBeDisabled();
    await press('1', '2');
    expect(key('B Big #1 (bet type)')).toBeDisabled();
    await press('3');
    expect(key('B Big #1 (bet type)')).toBeEnabled();
    await press('4', 'B Big #1 (bet type)', '2', 'A 3A #3 (bet type)', '1');
    expect(editor).toHaveValue('D\n#1\n1234#B2#A1');
    expect(screen.getByTestId('order-total')).toHaveTextContent('3.00');

    await press('IBOX (inner box)');
    expect(editor).toHaveValue('D\n#1\n**1234#B2#A1');
    await press('BOX (box)');
    expect(editor).toHaveValue('D\n#1\n*1234#B2#A1');
    await press('BOX (box)');
    expect(editor).toHaveValue('D\n#1\n1234#B2#A1');

    // a pool key on a bet line starts a new pool line; pressed again there, it adds its letter
    await press('#T (SportsToto 4D)');
    expect(editor).toHaveValue('D\n#1\n1234#B2#A1\n#T');
    await press('#K (Da Ma Cai 1+3D)');
    expect(editor).toHaveValue('D\n#1\n1234#B2#A1\n#TK');
    await press('New line', '5', '6', '7', '8', 'Delete', '9');
    expect(editor).toHaveValue('D\n#1\n1234#B2#A1\n#TK\n5679');
    // a bare number repeats the amounts: 3.00 on Magnum + 3.00 on each of Toto and Da Ma Cai
    expect(screen.getByTestId('order-total')).toHaveTextContent('9.00');
  }, 20_000);

  it('keys insert at the caret, and a desktop keyboard still types', async () => {
    const { editor, press } = await open();
    await userEvent.click(editor);
    await userEvent.keyboard('1234#1');
    expect(editor).toHaveValue('D\n#1\n1234#1');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}'); // after "12"
    await press('9');
    expect(editor).toHaveValue('D\n#1\n12934#1');
  });

  it('shows each error on its line and blocks Submit', async () => {
    const { editor, press } = await open();
    await press('1', '2', '#', '1');
    // the line being typed is not flagged yet (issue 38 item 7), but Submit waits
    expect(screen.queryByTestId('line-errors')).toBeNull();
    expect(screen.queryByTestId('error-stripe-3')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // the caret leaves it: now it is
    await press('New line');
    const errors = await screen.findByTestId('line-errors');
    expect(within(errors).getAllByRole('listitem')).toHaveLength(1);
    expect(errors).toHaveTextContent(/Line 3, col \d+:/);
    expect(errors).toHaveTextContent('Invalid bet number');
    expect(screen.getByTestId('error-stripe-3')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('pastes the clipboard: lines split, blank ones dropped, at most 50 lines', async () => {
    const { editor } = await open();
    const readText = vi.fn().mockResolvedValue('1234#1\r\n\n   \n*5678#B1\n');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { readText } });
    await userEvent.click(screen.getByRole('button', { name: 'Paste string' }));
    await waitFor(() => expect(editor).toHaveValue('D\n#1\n1234#1\n*5678#B1\n'));

    readText.mockResolvedValue(Array.from({ length: 60 }, (_, i) => `${1000 + i}#1`).join('\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Paste string' }));
    await waitFor(() => expect(screen.getByTestId('line-count')).toHaveTextContent('50 / 50 lines'));
    expect(await screen.findByText(/At most 50 order lines: 14 line\(s\) not added/)).toBeInTheDocument();
  });

  it('falls back to a paste dialog when the clipboard cannot be read', async () => {
    const { editor } = await open();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { readText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Paste string' }));
    const dialog = await screen.findByRole('form', { name: 'Paste order lines' });
    await userEvent.type(within(dialog).getByRole('textbox'), '2345#2{enter}{enter}3456#1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add lines' }));
    expect(editor).toHaveValue('D\n#1\n2345#2\n3456#1\n');
  });

  it('changes the bet sequence and re-parses', async () => {
    const { calls, press } = await open();
    await press('1', '2', '3', '4', '#', '1', '#', '2');
    // B-S-A-C-D: B1 S2 = 3.00 either way; A/C slots show the order matters
    await userEvent.click(screen.getByRole('button', { name: /^Edit bet sequence/ }));
    await userEvent.click(await screen.findByText('S-B-A-C-D'));
    await waitFor(() => expect(calls.some((call) => call.path === '/Tool/UpdateUserEatSequence')).toBe(true));
    const update = calls.find((call) => call.path === '/Tool/UpdateUserEatSequence')!;
    expect(new URLSearchParams(update.body).get('EatSequenceId')).toBe('2');
    expect(screen.getByRole('button', { name: 'Edit bet sequence' })).toHaveTextContent(
      '#1=S #2=B #3=A #4=C #5=D',
    );
  });

  it('submits once with an idempotency key and goes to the receipt', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls, router, press } = await open(
      api({
        '/Order/MakeOrderAdvanced': async () => {
          await gate;
          return ok(RECEIPT);
        },
      }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Remark' }), 'for Ali');
    await press('1', '2', '3', '4', 'B Big #1 (bet type)', '1');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    const orders = calls.filter((call: RecordedRequest) => call.path === '/Order/MakeOrderAdvanced');
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0]!.body)).toEqual({ str2: 'D\n#1\n1234#B1', remark: 'for Ali' });
    expect(orders[0]!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,100}$/);
    expect(orders[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(router.state.location.state).toEqual({ receipt: RECEIPT });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it("asks once more before an order above the user's threshold; Cancel sends nothing (issue 36.3)", async () => {
    const { calls, router, press } = await open(
      api({ '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 500, confirmOrderAbove: 1.5 }) }),
    );
    await press('1', '2', '3', '4', 'B Big #1 (bet type)', '2');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(confirm).toHaveTextContent('This order totals 2.00 points, above 1.50 set for your account.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const orders = () => calls.filter((call: RecordedRequest) => call.path === '/Order/MakeOrderAdvanced');
    expect(orders()).toHaveLength(0);
    await userEvent.click(submit);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Place this order?' })).getByRole('button', {
        name: 'Place order',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/bet-success'));
    expect(orders()).toHaveLength(1);
  });

  it('shows the server line errors on their lines', async () => {
    const { press } = await open(
      api({
        '/Order/MakeOrderAdvanced': {
          body: {
            success: false,
            code: 'INVALID_BET_DATE',
            message: 'Line 1, column 1: there is no open draw to bet on',
            data: {
              errors: [
                { line: 1, column: 1, code: 'INVALID_BET_DATE', message: 'there is no open draw to bet on' },
              ],
            },
          },
        },
      }),
    );
    await press('1', '2', '3', '4', 'B Big #1 (bet type)', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Invalid bet date');
    expect(screen.getByTestId('line-errors')).toHaveTextContent('Line 1, col 1:Invalid bet date');
    expect(screen.getByTestId('error-stripe-1')).toBeInTheDocument();
  });

  it('edits a ticket: pre-fills its order string and sends existing_ticket_id', async () => {
    const calls = api({
      '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, {
        betId: '17',
        status: 'Active',
        datetime: '25/11/2026 10:00:00',
        total: 2,
        orderstring: 'D25\n#M\n1234#B1#S1',
        orderresponse: '#17',
        remark: 'old',
        phone: '',
        cancellable: true,
        cartObject: null,
        owner: 'player1',
        placedBy: 'player1',
        voidedBy: null,
      }),
      '/Order/MakeOrderAdvanced': fail('DRAW_CLOSED', 'Betting for this draw has closed'),
    });
    loginAs();
    const { router } = renderScreen({ betId: '17', edit: true, backTo: '/check-ticket' });
    const editor = await screen.findByRole('textbox', { name: 'Order lines' });
    await waitFor(() => expect(editor).toHaveValue('D25\n#M\n1234#B1#S1'));
    expect(screen.getByText('Editing ticket #17')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit edit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Betting for this draw has closed');
    const order = calls.find((call) => call.path === '/Order/MakeOrderAdvanced')!;
    expect(JSON.parse(order.body)).toEqual({
      str2: 'D25\n#M\n1234#B1#S1',
      remark: 'old',
      existing_ticket_id: '17',
    });
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(router.state.location.pathname).toBe('/check-ticket');
  });
  it("an agent's Edit and Reorder of a player's ticket say for whom, and send the ticket", async () => {
    const ticket: TicketDetailsAnswer = {
      betId: '17',
      status: 'Active',
      datetime: '25/11/2026 10:00:00',
      total: 1,
      orderstring: 'D25\n#M\n1234#B1',
      orderresponse: '#17',
      remark: '',
      phone: '',
      cancellable: true,
      cartObject: null,
      owner: 'player1',
      placedBy: 'player1',
      voidedBy: null,
    };
    const calls = api({ '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, ticket) });
    saveSessionIdentity('agent1', 'tok-2');
    authStore.set({ status: 'logged-in', user: { username: 'agent1', token: 'tok-2', role: 'agent' } });
    renderScreen({ betId: '17' });
    const editor = await screen.findByRole('textbox', { name: 'Order lines' });
    await waitFor(() => expect(editor).toHaveValue('D25\n#M\n1234#B1'));
    expect(screen.getByText('Reorder of ticket #17 for player1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/Order/MakeOrderAdvanced')).toBe(true));
    const order = calls.find((call) => call.path === '/Order/MakeOrderAdvanced')!;
    expect(JSON.parse(order.body)).toEqual({
      str2: 'D25\n#M\n1234#B1',
      remark: '',
      reorder_ticket_id: '17',
    });
  });

  it("an agent's Edit of a player's ticket names the player in the banner", async () => {
    api({
      '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, {
        betId: '17',
        status: 'Active',
        datetime: '25/11/2026 10:00:00',
        total: 1,
        orderstring: 'D25\n#M\n1234#B1',
        orderresponse: '#17',
        remark: '',
        phone: '',
        cancellable: true,
        cartObject: null,
        owner: 'player1',
        placedBy: 'agent1',
        voidedBy: null,
      }),
    });
    saveSessionIdentity('agent1', 'tok-2');
    authStore.set({ status: 'logged-in', user: { username: 'agent1', token: 'tok-2', role: 'agent' } });
    renderScreen({ betId: '17', edit: true });
    expect(await screen.findByText('Editing ticket #17 of player1')).toBeInTheDocument();
  });
});
