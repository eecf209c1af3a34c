/**
 * The biggest legal order (issue #20): one MakeOrder at the expanded-size cap, placed while
 * another player polls GetMyCredit, and one order just over the cap (refused before any
 * expansion). Part of the ordering benchmark (orders.bench.ts), on the same running server.
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
  /** ms per biggest legal order */
  orderMs: number[];
  /** ms per over-cap refusal */
  refusalMs: number[];
  /** GetMyCredit latencies (ms) of another player while the big orders were placed */
  othersMs: number[];
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

/** 200 numbers x BOX (24) x `pools` on one draw, Big 1.00 each. */
function boxCart(numbers: readonly string[], pools: readonly number[], compactDate: string): string {
  return JSON.stringify({
    name: '4D',
    dates: [{ value: compactDate }],
    betList: numbers.map((number) => ({
      number,
      pattern: 'BOX',
      betType: [{ shortCode: 'B', amount: '1' }],
      poolList: [...pools],
    })),
    remark: '',
    phone: '',
  });
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
    orderMs: [],
    refusalMs: [],
    othersMs: [],
    placed: 0,
    failures: [],
  };
  const json = { 'content-type': 'application/json' };
  for (let run = 0; run < runs; run += 1) {
    const body = boxCart(boxNumbers(ORDER_CAPS.cartBets, run * ORDER_CAPS.cartBets), pools, compactDate);
    let done = false;
    const started = performance.now();
    const order = send('POST', '/Order/MakeOrder', { ...orderer, ...json }, body).then((answer) => {
      result.orderMs.push(performance.now() - started);
      done = true;
      return answer;
    });
    // Another user keeps asking for its balance while the big order is placed.
    while (!done) {
      const asked = performance.now();
      const answer = await send('GET', '/Account/GetMyCredit', other);
      result.othersMs.push(performance.now() - asked);
      if (answer.status !== 200)
        result.failures.push(`GetMyCredit during the big order: HTTP ${answer.status}`);
    }
    const answer = await order;
    const parsed = JSON.parse(answer.body) as { success: boolean; data?: { ticketXId?: string[] } };
    if (answer.status === 200 && parsed.success && parsed.data?.ticketXId?.length === pools.length) {
      result.placed += 1;
    } else {
      result.failures.push(`biggest legal order: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
    }

    // Over the cap: one pool more (14,400 bets), refused before anything is expanded.
    const over = boxCart(boxNumbers(ORDER_CAPS.cartBets, 0), [...pools, 3], compactDate);
    const asked = performance.now();
    const refusal = await send('POST', '/Order/MakeOrder', { ...orderer, ...json }, over);
    result.refusalMs.push(performance.now() - asked);
    if (!refusal.body.includes('ORDER_TOO_LARGE')) {
      result.failures.push(
        `over-cap order not refused: HTTP ${refusal.status} ${refusal.body.slice(0, 200)}`,
      );
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
  return [
    `- Biggest legal order: POST /Order/MakeOrder of ${ORDER_CAPS.cartBets} numbers x BOX (24) x 2 pools x 1 ` +
      `date = ${result.bets} bets (the cap is ${ORDER_CAPS.expandedBets}), Big 1.00 each, ${result.orderMs.length} ` +
      `runs: median ${median(result.orderMs).toFixed(0)} ms, max ${max(result.orderMs).toFixed(0)} ms.`,
    `- Meanwhile another player's GET /Account/GetMyCredit, asked again as soon as answered: ` +
      `${result.othersMs.length} answers, median ${median(result.othersMs).toFixed(1)} ms, ` +
      `max ${max(result.othersMs).toFixed(1)} ms.`,
    `- Over the cap (one pool more: ${(result.bets / 2) * 3} bets): refused ORDER_TOO_LARGE in median ` +
      `${median(result.refusalMs).toFixed(1)} ms, max ${max(result.refusalMs).toFixed(1)} ms.`,
  ];
}
