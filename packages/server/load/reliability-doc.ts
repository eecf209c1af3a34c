import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../src/db/database.js';
import { machineLine } from '../bench/perf-doc.js';
import { repoRoot } from './servers.js';

export const RELIABILITY_DOC = path.join(repoRoot, 'docs/reliability.md');

const HEADER =
  "# Reliability\n\nFigures measured on this project's machines; each section is rewritten by the tool named in it.\n\n" +
  '## Fuzzing\n\n## Security checks\n';

/**
 * Replaces the section `## <title>` of docs/reliability.md (up to the next `## `) with `section`,
 * or appends it. Other sections (fuzzing and security checks are written by other tools) stay.
 * The file is read right before it is written, as another tool may have changed it meanwhile.
 */
export function writeReliabilitySection(title: string, section: string): void {
  const current = fs.existsSync(RELIABILITY_DOC) ? fs.readFileSync(RELIABILITY_DOC, 'utf8') : HEADER;
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = current.search(new RegExp(`^## ${escaped}$`, 'm'));
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const rest = current.slice(start + 1);
    const after = rest.search(/^## /m);
    next = `${current.slice(0, start)}${section}${after === -1 ? '' : `\n${rest.slice(after)}`}`;
  }
  fs.writeFileSync(RELIABILITY_DOC, `${next.trimEnd()}\n`);
}

export interface LoadFigures {
  orders: number;
  seconds: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

export interface CrashFigures {
  dialect: Dialect;
  servers: number;
  rounds: number;
  survived: number;
  acked: number;
  unackedAtKill: number;
  unackedStored: number;
  retries: number;
  ordersPerSecond: number;
}

export interface Figures {
  load: LoadFigures;
  crashes: CrashFigures[];
  problems: string[];
  loadAverage: number;
  limits: Map<string, number>;
  loadOrders: number;
  players: number;
  inFlight: number;
}

/** Rewrites the "Load" and "Crashes" sections with one run's figures. */
export function writeFigures(figures: Figures): void {
  const { load, crashes, problems, loadAverage, inFlight } = figures;
  const stamp = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const verdict = problems.length === 0 ? 'every check held' : `PROBLEMS: ${problems.slice(0, 5).join('; ')}`;
  const limits = [...figures.limits].map(([number, cents]) => `${number} (${cents / 100})`).join(', ');
  writeReliabilitySection(
    'Load',
    [
      '## Load',
      '',
      `Measured ${stamp} by \`npm run test:load\` (packages/server/load/run.ts); rerunning it rewrites this section.`,
      '',
      machineLine(),
      `- Load average (1 min) when the suite started: ${loadAverage.toFixed(1)}; other work shares the machine, ` +
        'so rates vary between runs.',
      '- Servers: two processes of the built server (dist/main.js) on one fresh PostgreSQL database, ' +
        'client and servers on the same machine over loopback.',
      `- Load: ${figures.loadOrders} POST /Order/MakeOrderAdvanced from ${figures.players} players, ${inFlight} in flight, ` +
        'alternating between the two servers, each with its own Idempotency-Key; two Big lines on one Magnum ' +
        `draw, the first on a limited number in 4 orders of 5. Big limits: ${limits} points.`,
      '- Checked in SQL afterwards: no number sold past its limit, limit usage equal to what active lines hold, ' +
        'every wallet equal to the sum of its ledger and its last post_balance (and the ledger chains), ' +
        'every acknowledged order present with its ticket, lines and debit, no order twice per key, ' +
        'wallets + house (bets minus refunds) equal to the money seeded.',
      '',
      '| orders | seconds | orders/s | p50 ms | p99 ms | COMPLETE | LIMIT | SOLD_OUT |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${load.orders} | ${load.seconds.toFixed(1)} | ${(load.orders / load.seconds).toFixed(0)} | ` +
        `${load.p50.toFixed(1)} | ${load.p99.toFixed(1)} | ${load.statuses.COMPLETE ?? 0} | ` +
        `${load.statuses.LIMIT ?? 0} | ${load.statuses.SOLD_OUT ?? 0} |`,
      '',
      `Result: ${verdict}.`,
      '',
    ].join('\n'),
  );
  const lost = problems.filter((problem) => problem.includes('data lost')).length;
  writeReliabilitySection(
    'Crashes',
    [
      '## Crashes',
      '',
      `Measured ${stamp} by \`npm run test:load\` (packages/server/load/run.ts); rerunning it rewrites this section.`,
      '',
      `- Each round: orders at ${inFlight} in flight, then kill -9 of a server 0.3 to 1.5 s in (PostgreSQL: ` +
        'one of the two, at random; SQLite: the only one, a file in WAL mode with synchronous=FULL). Then the books ' +
        'are checked (acknowledged orders present and whole, unacknowledged ones whole or absent), the server is ' +
        'restarted, every unacknowledged order is sent again with the same Idempotency-Key and body, and the ' +
        'books are checked again (nothing placed twice, receipts name the stored tickets, ledgers and money hold).',
      '- "stored unanswered": orders that committed but whose answer the kill cut off; the retry answered their ' +
        'first receipt.',
      '- "orders/s held": acknowledged orders per second of load, over the rounds (the kills included).',
      '',
      '| database | servers | rounds | faults survived | orders/s held | acknowledged | unanswered at kill | stored unanswered | retries sent | data lost |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...crashes.map(
        (c) =>
          `| ${c.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} | ${c.servers} | ${c.rounds} | ${c.survived} | ` +
          `${c.ordersPerSecond.toFixed(0)} | ${c.acked} | ${c.unackedAtKill} | ${c.unackedStored} | ${c.retries} | ${lost} |`,
      ),
      '',
      `Result: ${verdict}.`,
      '',
    ].join('\n'),
  );
}
