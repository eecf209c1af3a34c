/**
 * Issue #20 high 1: a forged request (the victim's cookie, no X-Requested-With) cancels a ticket
 * by spelling CancelOrder's path another way. Sent over a raw socket, byte for byte.
 */
import net from 'node:net';
import { Client, envelope, firstOpenBet, placeBet, ticketStatus, type Attempt } from './client.js';
import type { Target } from './server.js';

function rawGet(port: number, target: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${target}`)));
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(data));
    const lines = [`GET ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

export async function csrfAttack(target: Target): Promise<Attempt> {
  const name = 'CSRF: CancelOrder spelt another way, no X-Requested-With';
  const victim = new Client(target.port);
  await victim.loginOrThrow('player1', 'player1234');
  const { date } = await firstOpenBet(victim, 1, '1200');
  const spellings = (id: string) => [
    `/%4Frder/CancelOrder?header_id=${id}`,
    `/%4frder/CancelOrder?header_id=${id}`,
    `http://127.0.0.1:${target.port}/Order/CancelOrder?header_id=${id}`,
  ];
  const problems: string[] = [];
  const answers: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    // A fresh ticket for each spelling: one that succeeded would hide the next.
    const { ticketId, answer } = await placeBet(victim, 1, date, `12${30 + i}`);
    if (!ticketId) throw new Error(`could not place the victim's ticket: ${answer.body.slice(0, 200)}`);
    const spelling = spellings(ticketId)[i]!;
    const raw = await rawGet(target.port, spelling, {
      cookie: victim.cookieHeader(),
      'x-forwarded-for': victim.address,
    });
    const status = /^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? '???';
    answers.push(`${status}`);
    const after = await ticketStatus(victim, ticketId);
    if (after !== 'Active') problems.push(`${spelling} -> ${status}, ticket ${after}`);
  }
  // The check itself works: with the header the owner can cancel (so "Active" above means refused).
  const { ticketId } = await placeBet(victim, 1, date, '1299');
  const real = envelope(await victim.get(`/Order/CancelOrder?header_id=${ticketId}`));
  if (real.success !== true || (await ticketStatus(victim, ticketId!)) === 'Active') {
    problems.push(
      `a real cancel with the header did not cancel (${JSON.stringify(real)}): the check proves nothing`,
    );
  }
  return problems.length === 0
    ? { name, ok: true, detail: `3 spellings answered ${answers.join('/')}, tickets stay Active` }
    : { name, ok: false, detail: problems.join('; ') };
}
