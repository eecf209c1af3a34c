/**
 * Issue #20 high 2: a player with no credit sends a cart of 200 numbers x BOX x all bet types x
 * 8 pools x 3 dates (and an oversized advanced text); the refusal comes back at once and another
 * user's GetMyCredit sent meanwhile is answered promptly.
 */
import { performance } from 'node:perf_hooks';
import { sleep } from '../bench/http-load.js';
import { Client, envelope, openDates, type Answer, type Attempt } from './client.js';
import type { Target } from './server.js';

const REFUSAL_MS = 2_000;
const OTHER_USER_MS = 1_000;
const BET_TYPES = ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'];

/** `count` different 4-digit numbers with four different digits (24 BOX permutations each). */
function boxNumbers(count: number): string[] {
  const numbers: string[] = [];
  for (let n = 123; numbers.length < count; n += 1) {
    const text = String(n).padStart(4, '0');
    if (new Set(text).size === 4) numbers.push(text);
  }
  return numbers;
}

async function timed(send: () => Promise<Answer>): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now();
  const answer = await send();
  return { answer, ms: performance.now() - started };
}

export async function stallAttack(target: Target): Promise<Attempt> {
  const name = 'Stall: huge cart and oversized text from a player with no credit';
  const house = new Client(target.port);
  await house.loginOrThrow('admin', 'admin1234');
  const created = envelope(
    await house.post('/Admin/CreateUser', {
      form: { username: 'broke_attacker', password: 'broke-pass-1', role: 'player', parent: 'agent1' },
    }),
  );
  if (created.success !== true) throw new Error(`CreateUser: ${JSON.stringify(created)}`);
  const attacker = new Client(target.port);
  await attacker.loginOrThrow('broke_attacker', 'broke-pass-1');
  const other = new Client(target.port);
  await other.loginOrThrow('player2', 'player1234');
  const dates = (await openDates(attacker)).slice(0, 3);
  const cart = {
    name: '4D',
    dates: dates.map((value) => ({ value })),
    betList: boxNumbers(200).map((number) => ({
      number,
      pattern: 'BOX',
      betType: BET_TYPES.map((shortCode) => ({ shortCode, amount: '1' })),
      poolList: [1, 2, 3, 4, 5, 6, 7, 9],
    })),
    remark: '',
    phone: '',
  };
  // The finding's kind of text: a few hundred bytes that expand to a huge order.
  const heavyText = ['D3', '#12345679', ...boxNumbers(48).map((n) => `*${n}#1`)].join('\n');
  // And one past the byte cap (20,000 bytes), still under the body limit.
  const bigText = ['D', '#1', ...Array.from({ length: 4_000 }, () => '1234#1')].join('\n');
  const problems: string[] = [];
  const seen: string[] = [];
  for (const [what, send] of [
    ['cart', () => attacker.post('/Order/MakeOrder', { json: cart })],
    [
      'heavy text',
      () => attacker.post('/Order/MakeOrderAdvanced', { json: { str2: heavyText, remark: '' } }),
    ],
    ['28 KB text', () => attacker.post('/Order/MakeOrderAdvanced', { json: { str2: bigText, remark: '' } })],
  ] as const) {
    const attack = timed(send);
    // Other users' calls while the attack is being handled.
    await sleep(20);
    const probes = await Promise.all(
      [0, 100, 200].map(async (wait) => {
        await sleep(wait);
        return timed(() => other.get('/Account/GetMyCredit'));
      }),
    );
    const { answer, ms } = await attack;
    const env = envelope(answer);
    const slowest = Math.max(...probes.map((p) => p.ms));
    seen.push(
      `${what} ${answer.status} ${env.code ?? ''} in ${Math.round(ms)} ms, GetMyCredit <= ${Math.round(slowest)} ms`,
    );
    if (env.success !== false)
      problems.push(`${what} was not refused: ${answer.status} ${answer.body.slice(0, 200)}`);
    if (ms > REFUSAL_MS) problems.push(`${what} refusal took ${Math.round(ms)} ms (> ${REFUSAL_MS})`);
    if (slowest > OTHER_USER_MS)
      problems.push(`another user's GetMyCredit took ${Math.round(slowest)} ms during the ${what}`);
    if (probes.some((p) => p.answer.status !== 200)) problems.push(`GetMyCredit failed during the ${what}`);
  }
  return { name, ok: problems.length === 0, detail: problems.length ? problems.join('; ') : seen.join('; ') };
}
