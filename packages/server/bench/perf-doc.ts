import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PERF_DOC = path.resolve(here, '../../../docs/performance.md');

/**
 * Replaces the section `## <title>` of docs/performance.md (up to the next `## `) with `section`,
 * or appends it (not in a quick run: BENCH_QUICK=1); every other section, the hand-written ones included, is kept as it is.
 */
export function writePerfSection(title: string, section: string): void {
  // A quick run (BENCH_QUICK=1, the CI-like check) prints its figures but keeps the document's.
  if (process.env.BENCH_QUICK === '1' && process.env.BENCH_WRITE_DOC !== '1') {
    console.log(
      `BENCH_QUICK=1: ${path.relative(process.cwd(), PERF_DOC)} left as it is (BENCH_WRITE_DOC=1 writes it)`,
    );
    console.log(section);
    return;
  }
  const header =
    "# Performance\n\nFigures measured on this project's machines; each section is rewritten by the tool named in it.\n";
  const current = fs.existsSync(PERF_DOC) ? fs.readFileSync(PERF_DOC, 'utf8') : header;
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
  fs.writeFileSync(PERF_DOC, `${next.trimEnd()}\n`);
}

/** The machine line every section starts with. */
export function machineLine(): string {
  const cpus = os.cpus();
  return (
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}.`
  );
}
