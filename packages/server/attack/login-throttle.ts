/**
 * Issue #20 items 4 and 5: 300 parallel wrong passwords for one user from one address. At most
 * the allowed number (5 per user and address) may be checked against the hash (LOGIN_FAILED);
 * the rest answer 429. The owner, from a device that logged in before, still gets in.
 */
import { Client, envelope, type Attempt } from './client.js';
import type { Target } from './server.js';

const ALLOWED_CHECKS = 5;
const PARALLEL = 300;

export async function loginThrottleAttack(target: Target): Promise<Attempt> {
  const name = `Login throttle: ${PARALLEL} parallel wrong passwords`;
  // The owner's phone: a successful login earlier leaves its known-device cookie.
  const owner = new Client(target.port);
  await owner.loginOrThrow('agent1', 'agent1234');
  if (![...owner.cookies.keys()].some((k) => k.endsWith('lotto_device'))) {
    throw new Error(`no device cookie after a login: ${[...owner.cookies.keys()].join(', ')}`);
  }
  const attacker = new Client(target.port);
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      attacker.post('/Account/Login', { form: { username: 'agent1', password: `wrong-${i}` } }),
    ),
  );
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const key = `${answer.status} ${envelope(answer).code ?? ''}`.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const checked = answers.filter((a) => envelope(a).code === 'LOGIN_FAILED').length;
  const throttled = answers.filter((a) => a.status === 429).length;
  const problems: string[] = [];
  if (checked > ALLOWED_CHECKS) problems.push(`${checked} passwords checked (at most ${ALLOWED_CHECKS})`);
  if (checked + throttled !== PARALLEL) problems.push('answers other than LOGIN_FAILED or 429');
  if (answers.some((a) => envelope(a).success === true)) problems.push('a wrong password logged in');
  const back = await owner.login('agent1', 'agent1234');
  if (envelope(back).success !== true)
    problems.push(`the owner's known device was refused: ${back.status} ${back.body.slice(0, 200)}`);
  const summary = [...counts].map(([k, n]) => `${n} x ${k}`).join(', ');
  return {
    name,
    ok: problems.length === 0,
    detail: `${summary}; owner ${envelope(back).success === true ? 'logged in' : 'refused'}${problems.length ? `: ${problems.join('; ')}` : ''}`,
  };
}
