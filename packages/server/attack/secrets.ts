/**
 * Issue #20 item 6: a password in a URL's query string must never reach the server's log.
 */
import { sleep } from '../bench/http-load.js';
import { Client, type Attempt } from './client.js';
import type { Target } from './server.js';

const SECRET = 'SECRET123';

export async function secretsAttack(target: Target): Promise<Attempt> {
  const name = 'Secrets in URLs never logged';
  const client = new Client(target.port);
  const urls = [
    `/?username=x&password=${SECRET}`,
    `/Account/Login?password=${SECRET}`,
    `/%41ccount/Login?username=x&password=${SECRET}`,
    `/home/play-game?token=${SECRET}`,
  ];
  const statuses: string[] = [];
  for (const url of urls) {
    statuses.push(String((await client.get(url)).status));
    statuses.push(String((await client.post(url, { form: { username: 'x', password: 'y' } })).status));
  }
  // The logger writes asynchronously.
  await sleep(300);
  const output = target.output();
  const leaks = output.split('\n').filter((line) => line.includes(SECRET));
  const logged = output.split('\n').filter((line) => line.includes('Account/Login')).length;
  if (leaks.length > 0)
    return { name, ok: false, detail: `${leaks.length} log lines hold it: ${leaks[0]!.slice(0, 300)}` };
  if (logged === 0)
    return { name, ok: false, detail: 'the requests were not logged at all: the check proves nothing' };
  return {
    name,
    ok: true,
    detail: `${urls.length * 2} requests (${statuses.join('/')}), ${logged} log lines name the login, none holds ${SECRET}`,
  };
}
