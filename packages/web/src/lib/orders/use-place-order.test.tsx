import type { MakeOrderInput } from '@lotto/contract/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { waitFor } from '@testing-library/react';
import { alertStore, closeAlert } from '@/components/ui/alert-dialog/alert-store';
import { fail, mockApi, ok, type MockAnswer, type RecordedRequest } from '@/testing/mock-api';
import { OrderRefusedError, type OrderRequest } from './place-order';
import { usePlaceOrder } from './use-place-order';

const RECEIPT = { receiptString: ['#41 ...'], ticketXId: ['41'], betStatus: 'COMPLETE' };
// A cart as the contract takes it (MakeOrderInput): a mock that is no cart fails typecheck.
const CART = {
  name: '4D',
  dates: [{ value: '20261125' }],
  betList: [{ number: '1234', betType: [{ shortCode: 'B', amount: 1 }], poolList: [1] }],
} as const satisfies MakeOrderInput;
const NORMAL: OrderRequest = { mode: 'normal', cart: CART };
const ADVANCED: OrderRequest = { mode: 'advanced', str2: 'D\n#1\n1234#1', remark: '' };
const ADVANCED_CHANGED: OrderRequest = { ...ADVANCED, str2: 'D\n#1\n1234#2' };

/** Answers, in turn, of every order call; a thrown TypeError is a lost connection. */
function server(...answers: (MockAnswer | 'offline')[]) {
  let next = 0;
  const answer = () => {
    const current = answers[Math.min(next++, answers.length - 1)]!;
    if (current === 'offline') throw new TypeError('Failed to fetch');
    return current;
  };
  const calls = mockApi({ '/Order/MakeOrder': answer, '/Order/MakeOrderAdvanced': answer });
  const orders = () => calls.filter((call: RecordedRequest) => call.path.startsWith('/Order/MakeOrder'));
  return { keys: () => orders().map((call) => call.headers.get('Idempotency-Key')), orders };
}

function hook() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlaceOrder(), { wrapper });
}

/** Places and answers the receipt, or the error thrown. */
async function attempt(place: ReturnType<typeof usePlaceOrder>['place'], request: OrderRequest) {
  let outcome: unknown;
  await act(async () => {
    outcome = await place(request).catch((error: unknown) => error);
  });
  return outcome;
}

describe('usePlaceOrder: one Idempotency-Key per order', () => {
  it.each([
    ['a lost connection', 'offline' as const],
    ['a server error', fail('INTERNAL_ERROR', 'boom', 500)],
    ['a lost session', fail('UNAUTHORIZED', '', 401)],
    ['a refusal', fail('DRAW_CLOSED', 'Bet 1 (1234): the draw has closed')],
  ])('keeps the key across a retry of the same order after %s', async (_name, first) => {
    for (const request of [NORMAL, ADVANCED]) {
      sessionStorage.clear();
      const api = server(first, ok(RECEIPT));
      const { result } = hook();
      expect(await attempt(result.current.place, request)).toBeInstanceOf(Error);
      expect(await attempt(result.current.place, request)).toEqual(RECEIPT);
      const [one, two] = api.keys();
      expect(one).toMatch(/^[\w-]{8,100}$/);
      expect(two).toBe(one);
      expect(api.orders()[0]!.body).toBe(api.orders()[1]!.body);
    }
  });

  it('gives a changed order a new key', async () => {
    const api = server(fail('DRAW_CLOSED'), ok(RECEIPT));
    const { result } = hook();
    await attempt(result.current.place, ADVANCED);
    await attempt(result.current.place, ADVANCED_CHANGED);
    const [one, two] = api.keys();
    expect(two).not.toBe(one);
  });

  it('gives the next order a new key once one is placed, even with the same bets', async () => {
    const api = server(ok(RECEIPT));
    const { result } = hook();
    await attempt(result.current.place, NORMAL);
    await attempt(result.current.place, NORMAL);
    const [one, two] = api.keys();
    expect(two).not.toBe(one);
  });

  it('keeps the key over a reload (a new screen) and per mode', async () => {
    const api = server('offline', ok(RECEIPT));
    const first = hook();
    await attempt(first.result.current.place, NORMAL);
    first.unmount();
    // an advanced order in between does not take the normal order's key away
    await attempt(hook().result.current.place, ADVANCED);
    await attempt(hook().result.current.place, NORMAL);
    const [normal, advanced, normalAgain] = api.keys();
    expect(normalAgain).toBe(normal);
    expect(advanced).not.toBe(normal);
  });

  it('sends one order at a time: a second tap while it is on its way does nothing', async () => {
    const api = server(ok(RECEIPT));
    const { result } = hook();
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.place(ADVANCED), result.current.place(ADVANCED)]);
    });
    expect(outcomes).toEqual([RECEIPT, undefined]);
    expect(api.orders()).toHaveLength(1);
  });

  it('sends each mode its own call and body', async () => {
    const api = server(ok(RECEIPT));
    const { result } = hook();
    await attempt(result.current.place, NORMAL);
    await attempt(result.current.place, { ...ADVANCED, existingTicketId: '40' });
    await attempt(result.current.place, { ...ADVANCED, reorderTicketId: '39' });
    const [normal, advanced, reorder] = api.orders();
    expect(normal!.path).toBe('/Order/MakeOrder');
    expect(JSON.parse(normal!.body)).toEqual(CART);
    expect(advanced!.path).toBe('/Order/MakeOrderAdvanced');
    expect(JSON.parse(advanced!.body)).toEqual({
      str2: 'D\n#1\n1234#1',
      remark: '',
      existing_ticket_id: '40',
    });
    expect(JSON.parse(reorder!.body)).toEqual({ str2: 'D\n#1\n1234#1', remark: '', reorder_ticket_id: '39' });
  });

  it('a refusal carries the line errors of the server, from data.errors or its message', async () => {
    const errors = [{ line: 2, column: 3, message: 'no such pool', code: 'INVALID_POOL' }];
    server(fail('INVALID_LINE', 'Line 3, column 1: not a bet line'), {
      status: 200,
      body: { success: false, message: 'refused', code: 'INVALID_POOL', data: { errors } },
    });
    const { result } = hook();
    const fromMessage = await attempt(result.current.place, ADVANCED);
    expect(fromMessage).toBeInstanceOf(OrderRefusedError);
    expect((fromMessage as OrderRefusedError).lineErrors).toEqual([
      { line: 3, column: 1, message: 'not a bet line', code: 'INVALID_LINE' },
    ]);
    const fromData = await attempt(result.current.place, ADVANCED_CHANGED);
    expect((fromData as OrderRefusedError).lineErrors).toEqual(errors);
    expect((fromData as OrderRefusedError).code).toBe('INVALID_POOL');
  });
});

describe("usePlaceOrder: an order above the user's threshold asks once more (issue 36.3)", () => {
  let calls: RecordedRequest[] = [];
  function withThreshold(confirmOrderAbove: number | null) {
    calls = mockApi({
      '/Account/GetMyCredit': ok({ creditLeft: 1000, confirmOrderAbove }),
      '/Order/MakeOrder': ok(RECEIPT),
      '/Order/MakeOrderAdvanced': ok(RECEIPT),
    });
  }
  const orderCalls = () => calls.filter((call) => call.path.startsWith('/Order/MakeOrder'));
  const openConfirm = () => alertStore.get().at(-1);

  it('asks before placing an order whose total is above it; Cancel sends nothing', async () => {
    withThreshold(50);
    const { result } = hook();
    let outcome: unknown = 'pending';
    const placing = act(async () => {
      outcome = await result.current.place(ADVANCED, { total: cents(50_01) });
    });
    await waitFor(() => expect(openConfirm()).toBeDefined());
    expect(openConfirm()).toMatchObject({
      type: 'confirm',
      title: 'Place this order?',
      message: 'This order totals 50.01 points, above 50.00 set for your account. Place it?',
      confirmText: 'Place order',
    });
    expect(orderCalls()).toEqual([]);
    act(() => closeAlert(openConfirm()!.id, false));
    await placing;
    expect(outcome).toBeUndefined();
    expect(orderCalls()).toEqual([]);
  });

  it('places it once confirmed', async () => {
    withThreshold(50);
    const { result } = hook();
    let outcome: unknown;
    const placing = act(async () => {
      outcome = await result.current.place(NORMAL, { total: cents(120_00) });
    });
    await waitFor(() => expect(openConfirm()).toBeDefined());
    act(() => closeAlert(openConfirm()!.id, true));
    await placing;
    expect(outcome).toEqual(RECEIPT);
    expect(orderCalls()).toHaveLength(1);
  });

  it.each([
    ['at the threshold', 50, cents(50_00)],
    ['with no threshold (off)', null, cents(999_999_00)],
  ])('does not ask %s', async (_name, threshold, total) => {
    withThreshold(threshold);
    const { result } = hook();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.place(ADVANCED, { total });
    });
    expect(outcome).toEqual(RECEIPT);
    expect(openConfirm()).toBeUndefined();
  });
});
