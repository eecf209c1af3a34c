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
import { EDITOR_BASE, EDITOR_TYPED } from './editor-lines';

const CONTEXT = {
  eatSequence: DEFAULT_EAT_SEQUENCE,
  openDates: ['2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'],
};

const base = EDITOR_BASE;
const typed = EDITOR_TYPED;

const samples: number[] = [];
for (let round = 0; round < 200; round += 1) {
  for (let key = 1; key <= typed.length; key += 1) {
    const text = `${base}\n${typed.slice(0, key)}${round % 50 === 0 ? 'x' : ''}`;
    const start = performance.now();
    const preview = previewOrder(text, CONTEXT);
    const took = performance.now() - start;
    if (preview.lines.length !== 50) throw new Error('expected 50 lines');
    if (round >= 20) samples.push(took); // the first rounds warm the JIT up
  }
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
console.log(
  `editor keystroke (50 lines, parse + per-line preview): median ${at(0.5).toFixed(3)} ms, ` +
    `p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms over ${samples.length} keystrokes (target < 8 ms)`,
);
