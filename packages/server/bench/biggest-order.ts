/**
 * The biggest legal order (issues #20, #36): one MakeOrder at both size caps (9,600 bets, 19,200
 * sell-limit counters), placed while another player polls GetMyCredit; one order just over the
 * bets cap and the issue #36 order over the counters cap (8 bet types at 0.01: 76,800 counters),
 * both refused before any expansion; then the biggest order cancelled in one CancelMultipleOrder
 * (its 2 tickets, 19,200 counters freed) while the other player polls. Part of the ordering
 * benchmark (orders.bench.ts), on the same running server.
 */
import { ORDER_CAPS } from '@lotto/contract/order';
import type { Answer } from './http-load.js';

type Send = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<Answer>;

export interface BiggestOrderResult {
  /** concrete bets of the biggest legal order */
  bets: number;
  /** sell-limit counters of the biggest legal order */
  counters: number;
  /** ms per biggest legal order */
  orderMs: number[];
  /** ms per refusal over the bets cap */
  refusalMs: number[];
  /** ms per refusal over the counters cap (the issue #36 order) */
  counterRefusalMs: number[];
  /** ms per cancel of the biggest legal order (both its tickets, one request) */
  cancelMs: number[];
  /** GetMyCredit latencies (ms) of another player while the big orders were placed */
  othersMs: number[];
  /** GetMyCredit latencies (ms) of another player while they were cancelled */
  othersDuringCancelMs: number[];
  /** orders placed (for the books check) */
  placed: number;
  failures: string[];
}

/** `count` 4-digit numbers with four different digits (24 BOX permutations each), from `skip` on. */
function boxNumbers(count: number, skip: number): string[] {
  const numbers: string[] = [];
  let seen = 0;
  for (let n = 123; numbers.length < count && n < 10_000; n += 1) {
    const text = String(n).padStart(4, '0');
    if (new Set(text).size !== 4) continue;
    seen += 1;
    if (seen > skip) numbers.push(text);
  }
  return numbers;
}

const BIG_AND_SMALL = [
  { shortCode: 'B', amount: '1' },
  { shortCode: 'S', amount: '1' },
];
/** Issue #36: eight 4D bet types at 0.01 each, 9,600 bets x 8 = 76,800 counters for 768 points. */
const EIGHT_TYPES = ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'].map((shortCode) => ({
  shortCode,
  amount: '0.01',
}));

/** 200 numbers x BOX (24) x `pools` on one draw, each of `betType`. */
function boxCart(
  numbers: readonly string[],
  pools: readonly number[],
  compactDate: string,
  betType: readonly { shortCode: string; amount: string }[] = BIG_AND_SMALL,
): string {
  return JSON.stringify({
    name: '4D',
    dates: [{ value: compactDate }],
    betList: numbers.map((number) => ({
      number,
      pattern: 'BOX',
      betType,
      poolList: [...pools],
    })),
    remark: '',
    phone: '',
  });
}

/** Sends `work` while another user keeps asking for its balance; its answer and the latencies. */
async function whileOtherAsks(
  send: Send,
  other: Record<string, string>,
  work: () => Promise<Answer>,
  latencies: number[],
  failures: string[],
): Promise<{ answer: Answer; ms: number }> {
  let done = false;
  const started = performance.now();
  let ms = 0;
  const pending = work().then((answer) => {
    ms = performance.now() - started;
    done = true;
    return answer;
  });
  while (!done) {
    const asked = performance.now();
    const answer = await send('GET', '/Account/GetMyCredit', other);
    latencies.push(performance.now() - asked);
    if (answer.status !== 200) failures.push(`GetMyCredit meanwhile: HTTP ${answer.status}`);
  }
  return { answer: await pending, ms };
}

export async function measureBiggestOrder(
  send: Send,
  orderer: Record<string, string>,
  other: Record<string, string>,
  compactDate: string,
  runs = 3,
): Promise<BiggestOrderResult> {
  const pools = [1, 2];
  const perOrder = ORDER_CAPS.cartBets * 24 * pools.length;
  const result: BiggestOrderResult = {
    bets: perOrder,
    counters: perOrder * BIG_AND_SMALL.length,
    orderMs: [],
    refusalMs: [],
    counterRefusalMs: [],
    cancelMs: [],
    othersMs: [],
    othersDuringCancelMs: [],
    placed: 0,
    failures: [],
  };
  const json = { 'content-type': 'application/json' };
  const post = (url: string, body: string) => send('POST', url, { ...orderer, ...json }, body);
  for (let run = 0; run < runs; run += 1) {
    const body = boxCart(boxNumbers(ORDER_CAPS.cartBets, run * ORDER_CAPS.cartBets), pools, compactDate);
    // Another user keeps asking for its balance while the big order is placed.
    const placed = await whileOtherAsks(
      send,
      other,
      () => post('/Order/MakeOrder', body),
      result.othersMs,
      result.failures,
    );
    result.orderMs.push(placed.ms);
    const parsed = JSON.parse(placed.answer.body) as { success: boolean; data?: { ticketXId?: string[] } };
    const tickets = parsed.data?.ticketXId ?? [];
    if (placed.answer.status === 200 && parsed.success && tickets.length === pools.length) {
      result.placed += 1;
    } else {
      result.failures.push(
        `biggest legal order: HTTP ${placed.answer.status} ${placed.answer.body.slice(0, 200)}`,
      );
    }

    // Over the caps, refused before anything is expanded: one pool more (14,400 bets), and the
    // issue #36 order (76,800 counters).
    for (const [over, times, cap] of [
      [boxCart(boxNumbers(ORDER_CAPS.cartBets, 0), [...pools, 3], compactDate), result.refusalMs, 'bets'],
      [
        boxCart(boxNumbers(ORDER_CAPS.cartBets, 0), pools, compactDate, EIGHT_TYPES),
        result.counterRefusalMs,
        'sell-limit counters',
      ],
    ] as const) {
      const asked = performance.now();
      const refusal = await post('/Order/MakeOrder', over);
      times.push(performance.now() - asked);
      if (!refusal.body.includes('ORDER_TOO_LARGE') || !refusal.body.includes(cap)) {
        result.failures.push(
          `order over the ${cap} cap not refused: HTTP ${refusal.status} ${refusal.body.slice(0, 200)}`,
        );
      }
    }

    // The biggest order cancelled in one request, while the other user asks again.
    if (tickets.length > 0) {
      const cancelled = await whileOtherAsks(
        send,
        other,
        () => post('/Order/CancelMultipleOrder', JSON.stringify({ header_ids: tickets })),
        result.othersDuringCancelMs,
        result.failures,
      );
      result.cancelMs.push(cancelled.ms);
      const answer = JSON.parse(cancelled.answer.body) as { success: boolean; data?: string[] };
      if (!answer.success || answer.data?.length !== tickets.length) {
        result.failures.push(`cancel of the biggest order: ${cancelled.answer.body.slice(0, 200)}`);
      }
    }
  }
  return result;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** The result as console and docs lines. */
export function biggestOrderLines(result: BiggestOrderResult): string[] {
  const max = (values: readonly number[]) => (values.length === 0 ? 0 : Math.max(...values));
  const spread = (values: readonly number[], digits = 0) =>
    `median ${median(values).toFixed(digits)} ms, max ${max(values).toFixed(digits)} ms`;
  return [
    `- Biggest legal order: POST /Order/MakeOrder of ${ORDER_CAPS.cartBets} numbers x BOX (24) x 2 pools x 1 ` +
      `date x Big and Small = ${result.bets} bets, ${result.counters} sell-limit counters (the caps are ` +
      `${ORDER_CAPS.expandedBets} and ${ORDER_CAPS.counters}), 1.00 each, ${result.orderMs.length} runs: ` +
      `${spread(result.orderMs)}.`,
    `- Meanwhile another player's GET /Account/GetMyCredit, asked again as soon as answered: ` +
      `${result.othersMs.length} answers, ${spread(result.othersMs, 1)}.`,
    `- Over the bets cap (one pool more: ${(result.bets / 2) * 3} bets): refused ORDER_TOO_LARGE in ` +
      `${spread(result.refusalMs, 1)}.`,
    `- Over the counters cap (issue #36: the same numbers x 8 bet types at 0.01, ${result.bets * 8} ` +
      `counters): refused ORDER_TOO_LARGE in ${spread(result.counterRefusalMs, 1)}.`,
    `- The biggest legal order cancelled by one POST /Order/CancelMultipleOrder (its 2 tickets, ` +
      `${result.counters} counters freed, one statement per ticket): ${spread(result.cancelMs)}; another ` +
      `player's GetMyCredit meanwhile: ${result.othersDuringCancelMs.length} answers, ` +
      `${spread(result.othersDuringCancelMs, 1)}.`,
  ];
}
