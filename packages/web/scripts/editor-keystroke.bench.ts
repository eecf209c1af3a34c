/**
 * Keystroke benchmark of the advanced editor (issue 17, "the editor stays responsive with 50
 * lines"): the work one keystroke costs, re-parsing all 50 lines with the domain parser and
 * reading every line's preview back (previewOrder), measured while one more line is typed key by
 * key at the end. A script, not a timed test: it prints the median and p95 per keystroke.
 *
 *   npm run bench:editor
 *
 * It runs on Node's V8; the browser's figure is the same engine plus React's render of the notes.
 */
import { DEFAULT_EAT_SEQUENCE } from '@lotto/domain/bet-types';
import { previewOrder } from '../src/features/advanced-betting/lib/line-preview';
import { createOrderPreviewer } from '../src/features/advanced-betting/lib/order-previewer';
import { EDITOR_BASE, EDITOR_TYPED } from './editor-lines';

const CONTEXT = {
  eatSequence: DEFAULT_EAT_SEQUENCE,
  openDates: ['2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'],
};

const base = EDITOR_BASE;
const typed = EDITOR_TYPED;

/** Times every keystroke of 200 typed lines with `preview`; the first 20 lines warm the JIT up. */
function measure(preview: (text: string) => { lines: unknown[] }): number[] {
  const samples: number[] = [];
  for (let round = 0; round < 200; round += 1) {
    for (let key = 1; key <= typed.length; key += 1) {
      const text = `${base}\n${typed.slice(0, key)}${round % 50 === 0 ? 'x' : ''}`;
      const start = performance.now();
      const result = preview(text);
      const took = performance.now() - start;
      if (result.lines.length !== 50) throw new Error('expected 50 lines');
      if (round >= 20) samples.push(took);
    }
  }
  return samples.sort((a, b) => a - b);
}

function report(name: string, samples: number[]): void {
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  console.log(
    `editor keystroke (50 lines, ${name}): median ${at(0.5).toFixed(3)} ms, ` +
      `p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms over ${samples.length} keystrokes (target < 8 ms)`,
  );
}

report(
  'parse + per-line preview, every line read',
  measure((text) => previewOrder(text, CONTEXT)),
);
// the editor's previewer (issue 38 item 7): the lines a key did not change are not read again
const previewer = createOrderPreviewer();
report(
  "the same through the editor's previewer",
  measure((text) => previewer(text, CONTEXT)),
);
