/**
 * Issue #20 item 7: a MakeOrder with a 100 KB junk field is refused (400) or stored without it.
 */
import { Client, envelope, firstOpenBet, type Attempt } from './client.js';
import type { Target } from './server.js';

const JUNK_MARK = 'JUNKJUNK';

export async function junkAttack(target: Target): Promise<Attempt> {
  const name = 'Junk in cart: 100 KB extra field';
  const player = new Client(target.port);
  await player.loginOrThrow('player2', 'player1234');
  // A draw of Da Ma Cai that takes bets (found with a first, normal bet).
  const pool = 2;
  const { date } = await firstOpenBet(player, pool, '4320');
  const junk = JUNK_MARK.repeat(100_000 / JUNK_MARK.length);
  const answer = await player.post('/Order/MakeOrder', {
    json: {
      name: '4D',
      junk,
      dates: [{ value: date }],
      betList: [
        { number: '4321', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [pool] },
      ],
      remark: '',
      phone: '',
    },
  });
  const env = envelope(answer);
  // 413: over the body limit, refused before it is read.
  if (answer.status === 400 || answer.status === 413)
    return { name, ok: true, detail: `refused 400 ${env.code ?? ''}` };
  const ticketId = (env.data as { ticketXId?: string[] } | undefined)?.ticketXId?.[0];
  if (env.success !== true || !ticketId) {
    return {
      name,
      ok: false,
      detail: `neither 400 nor placed: ${answer.status} ${answer.body.slice(0, 200)}`,
    };
  }
  const details = await player.get(`/Order/GetTicketDetails?betId=${encodeURIComponent(ticketId)}`);
  const stored = details.body.includes(JUNK_MARK);
  return {
    name,
    ok: !stored && details.status === 200,
    detail: `placed; ticket details ${details.body.length} bytes, ${stored ? 'JUNK STORED' : 'no junk'}`,
  };
}
