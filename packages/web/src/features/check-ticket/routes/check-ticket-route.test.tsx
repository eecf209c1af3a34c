import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { betDatesAnswer } from '@lotto/contract/draws';
import {
  cancelOrderAnswer,
  checkTicketAnswer,
  ticketDetailsAnswer,
  type CheckTicketEntry,
} from '@lotto/contract/tickets';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditAnswer } from '@lotto/contract/account';
import { appConfigAnswer, defaultTextAnswer, eatSequencesAnswer } from '@lotto/contract/tools';
import {
  type Handler,
  type MockAnswer,
  mockApi,
  ok,
  okContract,
  type RecordedRequest,
} from '@/testing/mock-api';
import { DEVICE_ZONE } from '@/testing/test-days';
import { loginAs, renderApp } from '@/testing/render-app';

// antd-mobile popups animate in: their masks briefly have pointer-events none
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const ACTIVE = '#42 22/11/2026 12:00:00\nD:25/11\nP:M\n1234 B1 S2\nT:3.00';
const VOIDED = '&#41 22/11/2026 11:00:00\nD:25/11\nP:M\n5678 B1\nT:1.00';
// An active ticket whose text says "cancelled" (a remark) and carries a right-to-left override.
const SAYS_CANCELLED = '#40 22/11/2026 10:00:00\nD:25/11\nP:M\n1111 B1\nR:cancelled by \u202ephone\nT:1.00';
type Entry = CheckTicketEntry;
const ENTRY: Record<string, Entry> = {
  [ACTIVE]: { ticketId: '42', owner: 'player1', cancellable: true, status: 'Active' },
  [VOIDED]: { ticketId: '41', owner: 'player1', cancellable: false, status: 'Voided' },
  [SAYS_CANCELLED]: { ticketId: '40', owner: 'player1', cancellable: true, status: 'Active' },
};

function api(
  receipts: string[] = [ACTIVE, VOIDED, SAYS_CANCELLED],
  entries: Entry[] = receipts.map((receipt) => ENTRY[receipt]!),
  latestDates?: Handler,
) {
  return mockApi({
    // unanswered (404) unless a test gives it: the screen then opens waiting for Apply
    ...(latestDates ? { '/Report/GetLatestDates': latestDates } : {}),
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    '/Report/CheckTicket': okContract(checkTicketAnswer, {
      total: receipts.length > 0 ? 4 : 0,
      count: receipts.length,
      receipts,
      entries,
    }),
    '/Order/CancelOrder': okContract(cancelOrderAnswer, { cancelled: ['42'] }),
    // what advanced betting asks for when Reorder / Edit open it
    '/Tool/GetBetDates': okContract(betDatesAnswer, [{ date: '25/11/2026', id: 3, fullDate: '20261125' }]),
    '/Tool/GetAdvancedBetDefaultText': okContract(defaultTextAnswer, 'D\n#1\n'),
    '/Tool/GetEatSequences': okContract(eatSequencesAnswer, [
      { id: 1, sequence: 'B-S-A-C-D', checked: true },
    ]),
    '/Order/GetTicketDetails': okContract(ticketDetailsAnswer, {
      betId: '42',
      status: 'Active',
      datetime: '22/11/2026 12:00:00',
      total: 3,
      orderstring: 'D25\n#M\n1234#B1#S2',
      orderresponse: ACTIVE,
      remark: '',
      phone: '',
      cancellable: true,
      cartObject: null,
      owner: 'player1',
      placedBy: 'player1',
      voidedBy: null,
    }),
  });
}

const searches = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.path === '/Report/CheckTicket')
    .map((call) => Object.fromEntries(new URLSearchParams(call.body)));

const receiptButton = (betId: string) =>
  document.querySelector<HTMLButtonElement>(`[data-testid="receipt"][data-bet-id="${betId}"]`)!;

async function searchFor(fields: { date?: string; ticketId?: string; betNumber?: string } = {}) {
  if (fields.date) {
    fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: fields.date } });
  }
  if (fields.ticketId) await userEvent.type(screen.getByLabelText('Ticket ID'), fields.ticketId);
  if (fields.betNumber) await userEvent.type(screen.getByLabelText('Bet number'), fields.betNumber);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

// jsdom has no pointer capture; antd-mobile's popups use it for their drag gesture
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

describe('check ticket', () => {
  it('asks nothing until Apply, then sends the filters (date as MMDD) and lists the receipts', async () => {
    const calls = api();
    loginAs();
    renderApp('/check-ticket');
    expect(await screen.findByTestId('check-ticket-prompt')).toBeInTheDocument();
    expect(document.title).toBe('Check Ticket | Lotto');
    expect(searches(calls)).toEqual([]);
    expect(screen.getByTestId('draw-date-text')).toHaveTextContent('Any date');

    await searchFor({ date: '2026-11-22', ticketId: '42', betNumber: '1234' });
    expect(screen.getByTestId('draw-date-text')).toHaveTextContent('22/11/2026');
    await screen.findAllByTestId('receipt');
    expect(searches(calls)).toEqual([{ date: '1122', ticket_id: '42', bet_number: '1234' }]);
    expect(calls.find((call) => call.path === '/Report/CheckTicket')?.method).toBe('POST');

    expect(screen.getByTestId('check-ticket-total')).toHaveTextContent('4.00');
    expect(screen.getByTestId('check-ticket-count')).toHaveTextContent('3');
    const receipts = screen.getAllByTestId('receipt');
    expect(receipts.map((receipt) => receipt.querySelector('.ct-receipt__text')?.textContent)).toEqual([
      ACTIVE,
      VOIDED,
      SAYS_CANCELLED.replace('\u202e', ''),
    ]);
    // Only a Voided status is red: an active ticket whose text says "cancelled" is not (issue #20
    // item 12), and the bidirectional override in its text is not shown.
    expect(receiptButton('42')).not.toHaveClass('ct-receipt--cancelled');
    expect(receiptButton('41')).toHaveClass('ct-receipt--cancelled');
    expect(receiptButton('40')).not.toHaveClass('ct-receipt--cancelled');
    expect(receiptButton('40').textContent).not.toContain('\u202e');

    // the date can be cleared again: every filter may be empty
    await userEvent.click(screen.getByRole('button', { name: 'Clear the draw date' }));
    await userEvent.clear(screen.getByLabelText('Ticket ID'));
    await userEvent.clear(screen.getByLabelText('Bet number'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toEqual({ date: '', ticket_id: '', bet_number: '' });
    // Apply with the same filters asks again
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(3));
  });

  it('shows "No Result Found" for an empty answer', async () => {
    api([]);
    loginAs();
    renderApp('/check-ticket');
    await searchFor();
    expect(await screen.findByTestId('check-ticket-empty')).toHaveTextContent('No Result Found');
    expect(screen.getByTestId('check-ticket-count')).toHaveTextContent('0');
    expect(screen.getByTestId('check-ticket-total')).toHaveTextContent('0.00');
  });

  it('refuses a ticket id or bet number that is not digits, without asking the server', async () => {
    const calls = api();
    loginAs();
    renderApp('/check-ticket');
    await screen.findByTestId('check-ticket-prompt');
    await searchFor({ ticketId: '4a', betNumber: '1' });
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    expect(screen.getByText('2 to 6 digits')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Ticket ID'));
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
  });

  it('a receipt offers Details, Reorder, Share, Print, Edit, Void and Close; a cancelled one no Edit or Void', async () => {
    api();
    loginAs();
    renderApp('/check-ticket');
    await searchFor();
    await userEvent.click(await screen.findByText(/^#42 /));
    const names = async () =>
      (await screen.findAllByRole('option')).map((option) => option.textContent?.trim() ?? '');
    expect(await names()).toEqual(['Details', 'Reorder', 'Share', 'Print', 'Edit', 'Void', 'Close']);
    await userEvent.click(screen.getByRole('option', { name: 'Close' }));

    // the same sheet, opened on another receipt, offers that receipt's actions: the voided one no
    // Edit or Void; the active one whose remark says "cancelled" all of them
    await userEvent.click(receiptButton('41'));
    await waitFor(async () =>
      expect(await names()).toEqual(['Details', 'Reorder', 'Share', 'Print', 'Close']),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Close' }));
    await userEvent.click(receiptButton('40'));
    await waitFor(async () =>
      expect(await names()).toEqual(['Details', 'Reorder', 'Share', 'Print', 'Edit', 'Void', 'Close']),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Close' }));

    // Share opens the share sheet with the receipt
    await userEvent.click(receiptButton('42'));
    await userEvent.click(await screen.findByRole('option', { name: 'Share' }));
    expect(await screen.findByRole('option', { name: 'WhatsApp' })).toBeInTheDocument();
  });

  it("names the player on an agent's entries, and offers no Edit or Void once the draw has closed", async () => {
    api(
      [ACTIVE, VOIDED],
      [
        { ticketId: '42', owner: 'player7', cancellable: false, status: 'Active' },
        { ticketId: '41', owner: 'agent1', cancellable: false, status: 'Voided' },
      ],
    );
    loginAs({ username: 'agent1', token: 'tok-a', role: 'agent' });
    renderApp('/check-ticket');
    await searchFor();
    await screen.findByText(/^#42 /);
    // the agent's own ticket is not labelled; its player's is
    expect(screen.getAllByTestId('receipt-owner').map((node) => node.textContent)).toEqual(['player7']);
    await userEvent.click(receiptButton('42'));
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((option) => option.textContent?.trim())).toEqual([
        'Details',
        'Reorder',
        'Share',
        'Print',
        'Close',
      ]),
    );
  });

  it('Reorder and Edit open advanced betting with the bet id and the search; Back searches again', async () => {
    const calls = api();
    loginAs();
    const { router } = renderApp('/check-ticket');
    await searchFor({ date: '2026-11-25', betNumber: '1234' });
    await userEvent.click(await screen.findByText(/^#42 /));
    await userEvent.click(await screen.findByRole('option', { name: 'Reorder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/advance-betting'));
    const backToList = { date: '2026-11-25', ticketId: '', betNumber: '1234' };
    expect(router.state.location.state).toEqual({ betId: '42', backToList });
    const editor = await screen.findByRole('textbox', { name: 'Order lines' });
    await waitFor(() => expect(editor).toHaveValue('D25\n#M\n1234#B1#S2'));
    expect(screen.getByText('Reorder of ticket #42')).toBeInTheDocument();

    // advanced betting's Back returns to the list, which searches again by itself
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-ticket'));
    expect(router.state.location.state).toEqual({ backToList });
    await screen.findAllByTestId('receipt');
    expect(searches(calls)).toEqual([
      { date: '1125', ticket_id: '', bet_number: '1234' },
      { date: '1125', ticket_id: '', bet_number: '1234' },
    ]);
    expect(screen.getByLabelText('Bet number')).toHaveValue('1234');
    expect(screen.getByTestId('draw-date-text')).toHaveTextContent('25/11/2026');

    await userEvent.click(screen.getByText(/^#42 /));
    await userEvent.click(await screen.findByRole('option', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/advance-betting'));
    expect(router.state.location.state).toEqual({ betId: '42', edit: true, backToList });
    expect(await screen.findByText('Editing ticket #42')).toBeInTheDocument();
  });

  it('Void asks first, cancels the ticket, says so and reloads the list', async () => {
    const calls = api();
    loginAs();
    renderApp('/check-ticket');
    await searchFor();
    await userEvent.click(await screen.findByText(/^#42 /));
    await userEvent.click(await screen.findByRole('option', { name: 'Void' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Void ticket #42?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.path === '/Order/CancelOrder')).toBe(false);

    await userEvent.click(screen.getByText(/^#42 /));
    await userEvent.click(await screen.findByRole('option', { name: 'Void' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/Order/CancelOrder')?.url).toBe(
        '/Order/CancelOrder?header_id=42',
      ),
    );
    expect(await screen.findByText('Ticket #42 cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
  });

  it('opens on the latest date with tickets; typing a ticket id drops that date, which the screen chose', async () => {
    const calls = api(undefined, undefined, ok({ sales: '20261120', settled: null, strikes: null }));
    loginAs();
    renderApp('/check-ticket');
    await waitFor(() => expect(searches(calls)).toEqual([{ date: '1120', ticket_id: '', bet_number: '' }]));
    expect(screen.getByTestId('draw-date-text')).toHaveTextContent('20/11/2026');
    // a ticket id names one ticket of any date: the screen's own date must not hide it
    await searchFor({ ticketId: '42' });
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toEqual({ date: '', ticket_id: '42', bet_number: '' });
    expect(screen.getByTestId('draw-date-text')).toHaveTextContent('Any date');
  });

  it('a date the user chose stays with a ticket id', async () => {
    const calls = api(undefined, undefined, ok({ sales: '20261120', settled: null, strikes: null }));
    loginAs();
    renderApp('/check-ticket');
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    await searchFor({ date: '2026-11-22', ticketId: '42' });
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toEqual({ date: '1122', ticket_id: '42', bet_number: '' });
  });

  it('a latest date that answers after the user has typed does not overwrite the filters', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const late = new Promise<MockAnswer>((resolve) => (answer = resolve));
    const calls = api(undefined, undefined, () => late);
    loginAs();
    renderApp('/check-ticket');
    await screen.findByTestId('check-ticket-prompt');
    await waitFor(() => expect(calls.some((call) => call.path === '/Report/GetLatestDates')).toBe(true));
    fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: '2026-11-22' } });
    await userEvent.type(screen.getByLabelText('Bet number'), '1234');
    await act(async () => answer(ok({ sales: '20261120', settled: null, strikes: null })));
    expect(screen.getByTestId('draw-date-text')).toHaveTextContent('22/11/2026');
    expect(screen.getByLabelText('Bet number')).toHaveValue('1234');
    expect(searches(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(searches(calls)).toEqual([{ date: '1122', ticket_id: '', bet_number: '1234' }]),
    );
  });

  it('a state without a readable backToList searches nothing', async () => {
    const calls = api();
    loginAs();
    const { router } = renderApp('/home');
    await act(() => router.navigate('/check-ticket', { state: { backToList: { date: 'soon' } } }));
    expect(await screen.findByTestId('check-ticket-prompt')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
  });

  it('Details opens the ticket, and its Back searches again (issue 38)', async () => {
    const calls = api();
    loginAs();
    const { router } = renderApp('/check-ticket');
    await searchFor({ betNumber: '1234' });
    await userEvent.click(await screen.findByText(/^#42 /));
    await userEvent.click(await screen.findByRole('option', { name: 'Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betting-history/details'));
    expect(await screen.findByTestId('ticket-by')).toHaveTextContent('player1');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-ticket'));
    await screen.findAllByTestId('receipt');
    expect(searches(calls)).toHaveLength(2);
    expect(searches(calls)[1]).toEqual(searches(calls)[0]);
  });
});
