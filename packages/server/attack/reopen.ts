/**
 * Issue #20 high 3: a draw that has a result (or was closed) reopens when the house moves its
 * pool's cut-off later in the back office. As the house: close the draw a player's ticket is on,
 * enter its result (Magnum and Da Ma Cai), move the cut-off later and try to reopen it; then,
 * as the player, cancel the ticket and bet on the draw again: all refused, wallet unchanged.
 */
import { Client, creditOf, envelope, firstOpenBet, placeBet, ticketStatus, type Attempt } from './client.js';
import type { Target } from './server.js';

const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'];
const CONSOLATIONS = ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'];

export async function reopenAttack(target: Target): Promise<Attempt> {
  const name = 'Reopen: a closed or settled draw after a later cut-off';
  const house = new Client(target.port);
  await house.loginOrThrow('admin', 'admin1234');
  const player = new Client(target.port);
  await player.loginOrThrow('player1', 'player1234');
  const problems: string[] = [];
  const seen: string[] = [];
  // Both with a result: a draw closed early, without a result and before its cut-off, may be
  // reopened by the house (docs/api.md "RemoveDrawDate"); that is no finding.
  for (const { pool, poolId } of [
    { pool: 'mg', poolId: 1 },
    { pool: 'kd', poolId: 2 },
  ]) {
    const { date, ticketId } = await firstOpenBet(player, poolId, '1234');
    const must = (what: string, answer: { success?: boolean; code?: string; message?: string }) => {
      if (answer.success !== true) throw new Error(`${what}: ${JSON.stringify(answer)}`);
    };
    must('close', envelope(await house.post('/Admin/AddDrawDate', { json: { pool, date, kind: 'closed' } })));
    must(
      'result',
      envelope(
        await house.post('/Result/EnterResult', {
          json: {
            pool,
            date,
            first: '1234',
            second: '5678',
            third: '9012',
            starters: STARTERS,
            consolations: CONSOLATIONS,
          },
        }),
      ),
    );
    must('cut-off', envelope(await house.post('/Admin/SetSchedule', { json: { pool, cutoff: '23:59' } })));
    const label = `${pool} ${date} with result`;
    const reopen = envelope(
      await house.post('/Admin/RemoveDrawDate', { json: { pool, date, kind: 'closed' } }),
    );
    if (reopen.success !== false)
      problems.push(`${label}: RemoveDrawDate closed answered ${JSON.stringify(reopen)}`);
    const reopen2 = envelope(await house.post('/Result/CloseDraw', { json: { pool, date, reopen: true } }));
    if (reopen2.success !== false)
      problems.push(`${label}: CloseDraw reopen answered ${JSON.stringify(reopen2)}`);
    const before = await creditOf(player);
    const cancel = envelope(await player.get(`/Order/CancelOrder?header_id=${ticketId}`));
    if (cancel.success !== false) problems.push(`${label}: cancel answered ${JSON.stringify(cancel)}`);
    const bet = await placeBet(player, poolId, date, '1234');
    if (bet.ticketId) problems.push(`${label}: a new bet on 1234 was taken (ticket ${bet.ticketId})`);
    const after = await creditOf(player);
    if (after !== before) problems.push(`${label}: wallet ${before} -> ${after}`);
    const status = await ticketStatus(player, ticketId);
    if (status !== 'Active') problems.push(`${label}: ticket is ${status}`);
    seen.push(`${label}: cancel ${cancel.code}, bet ${envelope(bet.answer).code}`);
  }
  return { name, ok: problems.length === 0, detail: problems.length ? problems.join('; ') : seen.join('; ') };
}
