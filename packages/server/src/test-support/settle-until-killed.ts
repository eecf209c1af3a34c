/**
 * A server process that dies mid-settlement (settlement-resume.test.ts): it enters a result, as
 * the EnterResult route does, and is killed (SIGKILL, no clean-up) right after settlement step
 * `--die-after` has committed. Run as a child process:
 *
 *   node --conditions=source --import tsx settle-until-killed.ts <DATABASE_URL> <result JSON> <now ms> <step>
 */
import { parseEnv } from '../config/env.js';
import type { AppContext } from '../context.js';
import { openDatabase } from '../db/database.js';
import { enterResult } from '../features/results/result.service.js';

const [url, resultJson, nowText, dieAfter] = process.argv.slice(2);
if (!url || !resultJson || !nowText || !dieAfter) throw new Error('usage: <url> <result> <now> <step>');
const now = Number(nowText);
const ctx: AppContext = {
  db: openDatabase(url),
  env: parseEnv({ DATABASE_URL: url, WEB_DIST: '/nonexistent' }),
  clock: () => now,
};
await enterResult(
  ctx,
  { result: JSON.parse(resultJson), source: 'entry', actor: { id: null, name: 'operator' }, now },
  {
    ticketsPerStep: 1,
    afterStep: (step) => {
      if (step === Number(dieAfter)) process.kill(process.pid, 'SIGKILL');
    },
  },
);
throw new Error('the settlement finished before the process was killed');
