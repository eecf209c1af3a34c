/**
 * Issue #36 item 5 (high): bet types were outside the order cap, and a cancel freed its sell-limit
 * counters one statement each. One order of 200 BOX numbers x 2 pools x 8 bet types at 0.01 (9,600
 * bets, 76,800 counters, 768 points) held PostgreSQL 1.6 s, ten in parallel 7 s; ten parallel
 * cancels took every pool connection (another user's GetMyCredit waited 60 s); one
 * CancelMultipleOrder of 20 such tickets took 148 s.
 *
 * Replayed here with credit enough for all of it: the finding's order, alone and ten at once, is
 * refused ORDER_TOO_LARGE naming the counters cap; the biggest legal order of the kind (Big and
 * Small: 19,200 counters) is placed ten times, cancelled ten tickets at once, and a
 * CancelMultipleOrder of the other ten is refused TOO_MANY_TO_CANCEL and then done one order's
 * worth at a time; the credit comes back to the cent; another user's GetMyCredit stays prompt
 * throughout.
 */
import { performance } from 'node:perf_hooks';
import { sleep } from '../bench/http-load.js';
import { Client, creditOf, envelope, type Answer, type Attempt } from './client.js';
import type { Target } from './server.js';

const OTHER_USER_MS = 1_000;
/** a refusal by the cap: before anything is expanded */
const REFUSAL_MS = 2_000;
/** ten orders (one after another) or cancels (at once) of 19,200 counters, on a shared 2-core machine */
const TEN_AT_ONCE_MS = 15_000;
const ALL_TYPES = ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'];
const CREDIT = 5_000;

/** `count` 4-digit numbers of four different digits (24 BOX permutations each). */
function boxNumbers(count: number): string[] {
  const numbers: string[] = [];
  for (let n = 123; numbers.length < count; n += 1) {
    const text = String(n).padStart(4, '0');
    if (new Set(text).size === 4) numbers.push(text);
  }
  return numbers;
}

function cart(date: string, types: readonly string[]) {
  return {
    name: '4D',
    dates: [{ value: date }],
    betList: boxNumbers(200).map((number) => ({
      number,
      pattern: 'BOX',
      betType: types.map((shortCode) => ({ shortCode, amount: '0.01' })),
      poolList: [1, 2],
    })),
    remark: '',
    phone: '',
  };
}

/** Runs `work` while another user asks for its credit again and again; the slowest answer. */
async function whileOtherAsks<T>(other: Client, work: () => Promise<T>) {
  let done = false;
  const slowest = { ms: 0, failed: 0, asked: 0 };
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await other.get('/Account/GetMyCredit');
      slowest.ms = Math.max(slowest.ms, performance.now() - started);
      slowest.asked += 1;
      if (answer.status !== 200) slowest.failed += 1;
      await sleep(20);
    }
  })();
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, other: slowest };
  } finally {
    done = true;
    await probing;
  }
}

export async function countersAttack(target: Target): Promise<Attempt> {
  const name = 'Counters: 200 BOX x 2 pools x 8 bet types, and the cancels of the biggest legal orders';
  const house = new Client(target.port);
  await house.loginOrThrow('admin', 'admin1234');
  const created = envelope(
    await house.post('/Admin/CreateUser', {
      form: {
        username: 'counters_attacker',
        password: 'counters-pass-1',
        role: 'player',
        parent: 'agent1',
        credit: String(CREDIT),
      },
    }),
  );
  if (created.success !== true) throw new Error(`CreateUser: ${JSON.stringify(created)}`);
  const attacker = new Client(target.port);
  await attacker.loginOrThrow('counters_attacker', 'counters-pass-1');
  const other = new Client(target.port);
  await other.loginOrThrow('player2', 'player1234');

  const dates = envelope(await attacker.get('/Tool/GetBetDates')).data as {
    fullDate: string;
    pools?: string[];
  }[];
  const date = dates.find((d) => d.pools?.includes('mg') && d.pools.includes('kd'))?.fullDate;
  if (!date) throw new Error(`no open date of both Magnum and Da Ma Cai: ${JSON.stringify(dates)}`);

  const problems: string[] = [];
  const seen: string[] = [];
  const watch = (what: string, other: { ms: number; failed: number }) => {
    seen.push(`GetMyCredit <= ${Math.round(other.ms)} ms during ${what}`);
    if (other.ms > OTHER_USER_MS)
      problems.push(`another user's GetMyCredit took ${Math.round(other.ms)} ms during ${what}`);
    if (other.failed > 0) problems.push(`GetMyCredit failed ${other.failed} times during ${what}`);
  };
  const refusedBy = (answer: Answer, code: string, mention: string) => {
    const env = envelope(answer);
    return env.success === false && env.code === code && (env.message ?? '').includes(mention);
  };

  // 1. The finding's order, alone and ten at once: refused by the counters cap, nothing spent.
  const huge = cart(date, ALL_TYPES);
  for (const times of [1, 10]) {
    const run = await whileOtherAsks(other, () =>
      Promise.all(Array.from({ length: times }, () => attacker.post('/Order/MakeOrder', { json: huge }))),
    );
    const wrong = run.value.filter((a) => !refusedBy(a, 'ORDER_TOO_LARGE', '76800 sell-limit counters'));
    if (wrong.length > 0)
      problems.push(`the 76,800-counter order was not refused by the cap: ${wrong[0]!.body.slice(0, 200)}`);
    if (run.ms > REFUSAL_MS) problems.push(`${times} refusals took ${Math.round(run.ms)} ms`);
    watch(`${times} over-cap orders`, run.other);
    seen.push(`${times} x 76,800 counters refused in ${Math.round(run.ms)} ms`);
  }
  if ((await creditOf(attacker)) !== CREDIT) problems.push('the refused orders moved the credit');

  // 2. The biggest legal order of the kind (Big and Small: 19,200 counters, 192 points), ten times.
  const legal = cart(date, ['B', 'S']);
  const placed = await whileOtherAsks(other, async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 10; i += 1) answers.push(await attacker.post('/Order/MakeOrder', { json: legal }));
    return answers;
  });
  const tickets: string[][] = [];
  for (const answer of placed.value) {
    const env = envelope(answer);
    const ids = (env.data as { ticketXId?: string[] } | undefined)?.ticketXId;
    if (env.success === true && ids?.length === 2) tickets.push(ids);
    else problems.push(`a legal 19,200-counter order failed: ${answer.body.slice(0, 200)}`);
  }
  if (placed.ms > TEN_AT_ONCE_MS) problems.push(`ten legal orders took ${Math.round(placed.ms)} ms`);
  watch('ten legal orders', placed.other);
  seen.push(`10 x 19,200 counters placed one after another in ${Math.round(placed.ms)} ms`);

  // 3. Ten cancels at once (one ticket of each order: 9,600 counters each).
  const cancels = await whileOtherAsks(other, () =>
    Promise.all(tickets.map((ids) => attacker.get(`/Order/CancelOrder?header_id=${ids[0]}`))),
  );
  const failedCancels = cancels.value.filter((a) => envelope(a).success !== true);
  if (failedCancels.length > 0) problems.push(`a cancel failed: ${failedCancels[0]!.body.slice(0, 200)}`);
  if (cancels.ms > TEN_AT_ONCE_MS) problems.push(`ten cancels took ${Math.round(cancels.ms)} ms`);
  watch('ten cancels at once', cancels.other);
  seen.push(`10 cancels at once in ${Math.round(cancels.ms)} ms`);

  // 4. One CancelMultipleOrder of the other ten tickets (96,000 counters): refused before any
  // work; then two at a time (one order's worth each).
  const rest = tickets.map((ids) => ids[1]!);
  const many = await whileOtherAsks(other, () =>
    attacker.post('/Order/CancelMultipleOrder', { json: { header_ids: rest } }),
  );
  if (!refusedBy(many.value, 'TOO_MANY_TO_CANCEL', '96000 sell-limit counters'))
    problems.push(`CancelMultipleOrder of 96,000 counters was not refused: ${many.value.body.slice(0, 200)}`);
  if (many.ms > REFUSAL_MS) problems.push(`the CancelMultipleOrder refusal took ${Math.round(many.ms)} ms`);
  watch('the refused CancelMultipleOrder', many.other);
  const pairs = await whileOtherAsks(other, async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < rest.length; i += 2) {
      answers.push(
        await attacker.post('/Order/CancelMultipleOrder', { json: { header_ids: rest.slice(i, i + 2) } }),
      );
    }
    return answers;
  });
  const cancelled = pairs.value.flatMap((a) => (envelope(a).data as string[] | undefined) ?? []);
  if (cancelled.length !== rest.length)
    problems.push(`CancelMultipleOrder by pairs cancelled ${cancelled.length} of ${rest.length}`);
  watch('CancelMultipleOrder by pairs', pairs.other);
  seen.push(
    `CancelMultipleOrder of 96,000 counters refused in ${Math.round(many.ms)} ms, then 5 of 19,200 in ` +
      `${Math.round(pairs.ms)} ms`,
  );

  // Every point back: nothing placed stays, nothing refunded twice.
  const credit = await creditOf(attacker);
  if (credit !== CREDIT) problems.push(`credit after the cancels is ${credit}, not ${CREDIT}`);
  seen.push(`credit back to ${credit}`);
  return { name, ok: problems.length === 0, detail: problems.length ? problems.join('; ') : seen.join('; ') };
}
