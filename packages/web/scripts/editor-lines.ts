/**
 * The text both editor keystroke benchmarks type into (editor-keystroke.bench.ts on Node,
 * editor-keystroke.browser.ts in Chromium), so their figures are of the same work: 49 lines like
 * an agent's (dates, pools, plain, BOX and IBOX bets, repeated amounts), and a 50th typed key by key.
 */
const lines = ['D', '#MKT'];
for (let i = 0; lines.length < 49; i += 1) {
  const number = String(1000 + ((i * 373) % 9000));
  if (i % 12 === 11) lines.push(i % 24 === 11 ? '#MK' : 'D2');
  else if (i % 7 === 0) lines.push(`*${number}#1#1`);
  else if (i % 5 === 0) lines.push(`**${number}#2`);
  else if (i % 3 === 0) lines.push(number);
  else lines.push(`${number}#${(i % 4) + 1}#1`);
}

/** The 49 lines already in the editor. */
export const EDITOR_BASE = lines.join('\n');
/** The 50th line, typed one key at a time. */
export const EDITOR_TYPED = '8765#1#2';
