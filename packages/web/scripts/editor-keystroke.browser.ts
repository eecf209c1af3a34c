/**
 * Keystroke benchmark of the advanced editor IN THE BROWSER (issue 17: "re-parse and preview of
 * all 50 lines on each keystroke under 8 ms in the browser, measured by a script"). A script, not
 * a timed test.
 *
 *   npm run build && npm run bench:editor:browser
 *
 * Starts the built server (which serves the built app) on a fresh SQLite file with the demo
 * users, opens /advance-betting in /usr/bin/chromium at 390x844 as player1, puts 49 lines in the
 * editor, scrolls its end into sight above the docked keyboard (as keepCaretInView does for a user
 * on the bet keyboard; the notes are drawn for the lines near sight only) and types a 50th line key
 * by key, as a phone user does: a tap on each key of the bet keyboard. One keystroke is measured
 * inside the page from the tap (its click) to the next painted frame: the key applied, React's
 * render, the parse of all 50 lines and their previews, the commit of the notes, the caret kept in
 * sight, style, layout and paint. On every keystroke the screen is checked to be the same as once
 * everything has settled (a later frame), so the window held the whole update, and every round is
 * checked to have typed the line. Prints median and p95 and writes them to docs/performance.md
 * ("Advanced editor keystroke in Chromium"). In the same page and run it then times the same keys
 * typed by a device's keyboard (the browser's own edit, 'insertText') into the editor, and the
 * floor: those keys into a bare textarea of the editor's size and font with no script (the
 * browser's own cost and the wait for the frame), so the editor's share of the figure is measured,
 * not guessed; and the frame clock alone (nothing typed, timed the same way), the wait for the frame
 * that every figure includes.
 *
 * BENCH_CPU_RATE=4 throttles Chromium's CPU (issue 38 item 7: a cheap phone). BENCH_PROFILE=file
 * prints the top functions of a CPU profile of the taps, BENCH_TRACE=file the main thread's time
 * by trace event.
 * BENCH_PORT (default 8203) is the server's port; BENCH_ROUNDS (default 60) the typed lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import { EDITOR_BASE, EDITOR_TYPED } from './editor-lines';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const port = Number(process.env.BENCH_PORT ?? 8203);
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
/** Chromium's CPU throttle (issue 38 item 7 asks for 4x: a cheap phone); 1 = none. */
const cpuRate = Number(process.env.BENCH_CPU_RATE ?? 1);
const target = cpuRate > 1 ? 16 : 8;
const warmup = 10;
/** BENCH_PROFILE=file.cpuprofile: a Chromium CPU profile of the typed rounds, with its top functions printed. */
const profileFile = process.env.BENCH_PROFILE;
/** BENCH_TRACE=file.json: a Chromium trace of the typed rounds, with the main thread's time by phase printed. */
const traceFile = process.env.BENCH_TRACE;
const baseURL = `http://127.0.0.1:${port}`;

const BASE = EDITOR_BASE;
const TYPED = EDITOR_TYPED;

async function startServer(): Promise<ChildProcess> {
  const database = path.join(os.tmpdir(), `lotto-editor-bench-${process.pid}.db`);
  const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      SEED_DEMO: 'true',
      APP_TYPE: 'normal',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  for (let tries = 0; tries < 240; tries += 1) {
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`the server ended with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`no server on ${baseURL} after 120 s`);
}

interface Figures {
  samples: number[];
  /** the same keystrokes up to React's commit, before style and layout */
  renders: number[];
  /** the same keystrokes up to the next painted frame: requestAnimationFrame, then a task after it */
  frames: number[];
  /** keystrokes whose update was all on screen when the time was taken */
  complete: number;
  /**
   * The floor, measured in the same page and run: the same keystrokes, timed the same way, into a
   * bare textarea of the editor's size and font with no script listening (the browser's own cost
   * of a 50-line textarea and the wait for the frame, which no change of the app removes).
   */
  floor: number[];
  /** the editor typed into with the device's keyboard (the browser's own edit), to the painted frame */
  device: number[];
  /**
   * The frame clock alone: from the same random moment of a frame to the next painted frame with
   * nothing typed and nothing changed (the wait that every keystroke's figure includes).
   */
  clock: number[];
}

async function measure(): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    const cdp = await page.context().newCDPSession(page);
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    // tsx keeps function names with a `__name` helper that the page does not have
    await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Username').fill('player1');
    await page.getByLabel('Password', { exact: true }).fill('player1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('balance').waitFor();
    await page.goto(`${baseURL}/advance-betting`);
    const editor = page.locator('textarea.adv-editor__textarea');
    await editor.waitFor();
    await page.getByTestId('line-note-2').waitFor();

    if (traceFile) {
      await browser.startTracing(page, {
        path: traceFile,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    }
    if (profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const keys = { base: BASE, typed: TYPED, rounds, warmup, newLine: 'New line' };
    const selector = 'textarea.adv-editor__textarea';
    const figures = await page.evaluate(timeKeys, { ...keys, selector, editor: true, way: 'tap' as const });
    if (traceFile) {
      await browser.stopTracing();
      printPhases(traceFile);
    }
    if (profileFile) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.writeFileSync(profileFile, JSON.stringify(profile));
      printTopFunctions(profile);
    }
    const deviceKeys = await page.evaluate(timeKeys, {
      ...keys,
      selector,
      editor: true,
      way: 'native' as const,
    });
    if (deviceKeys.complete < rounds * (TYPED.length + 1)) {
      throw new Error(`only ${deviceKeys.complete} device keys were on screen when timed: not measured`);
    }
    const device = deviceKeys.frames;
    // the same page keeps its CPU throttle through setContent
    const floor = await measureFloor(page, editor);
    const clock = await page.evaluate(timeClock, rounds * (TYPED.length + 1));
    return { ...figures, floor, device, clock };
  } finally {
    await browser.close();
  }
}

/**
 * How a keystroke reaches the text area: `tap` a key of the bet keyboard (a phone's way: the app
 * edits the text), `native` the browser's own edit of the focused text area, as a key of a device's
 * keyboard types it ('insertText').
 */
type KeyWay = 'tap' | 'native';

/**
 * Types the 50th line key by key (a new line, then its characters) into the text area `selector` and
 * times each key inside the page (runs in the page: it may use nothing from this module). For the
 * editor (`editor`), the page is first scrolled to the typed line and each key is checked to have
 * been all on screen when timed; every round is checked to have typed the line.
 */
async function timeKeys(args: {
  selector: string;
  base: string;
  typed: string;
  rounds: number;
  warmup: number;
  editor: boolean;
  way: KeyWay;
  /** the bet keyboard's name of its new-line key */
  newLine: string;
}): Promise<Omit<Figures, 'floor' | 'device' | 'clock'>> {
  const { selector, base, typed, rounds, warmup, editor, way, newLine } = args;
  const area = document.querySelector<HTMLTextAreaElement>(selector);
  if (!area) throw new Error(`no ${selector}`);
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  if (!setValue) throw new Error('no value setter');
  // the start of a round (not timed): the 49 lines, the caret after them
  const reset = () => {
    area.focus({ preventScroll: true });
    setValue.call(area, base);
    area.setSelectionRange(base.length, base.length);
    area.dispatchEvent(new Event('input', { bubbles: true }));
    // a tap on the text area tells the editor where the caret is, as a user puts it there
    area.click();
  };
  const keys = ['\n', ...typed];
  const keyButton = (char: string) => {
    const name = char === '\n' ? newLine : char;
    const button = [...document.querySelectorAll<HTMLButtonElement>('.adv-keyboard button')].find(
      (candidate) => candidate.getAttribute('aria-label') === name,
    );
    if (!button) throw new Error(`no bet keyboard key ${name}`);
    return button;
  };
  const press = (char: string) => {
    if (way === 'tap') keyButton(char).click();
    else if (!document.execCommand('insertText', false, char)) throw new Error('insertText refused');
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const rest = async () => {
    // the selection's change reaches the editor in a task of its own, then its frame
    await new Promise((resolve) => setTimeout(resolve, 30));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await settle();
  };
  // the screen's state: equal right after the timed window and after everything settled
  // means the window held the whole update
  const screen = () => (area.closest('main') ?? document.body).innerHTML;
  const samples: number[] = [];
  const renders: number[] = [];
  const frames: number[] = [];
  // the frame after the update is painted once its rAF callbacks ran and the next task starts
  const nextFrame = () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
    );
  let complete = 0;
  for (let round = 0; round < rounds; round += 1) {
    reset();
    await rest();
    if (round === 0 && editor) {
      // the lines typed at are in sight, as the bet keyboard keeps them (keepCaretInView):
      // the end of the editor just above the docked keyboard, as a user typing line 50 sees it
      const dock = document.querySelector('.adv-dock')?.getBoundingClientRect().top ?? innerHeight;
      window.scrollBy({ top: area.getBoundingClientRect().bottom + 8 - dock });
      // the editor measures the lines in sight on the next frame and draws their notes after it
      await new Promise((resolve) => setTimeout(resolve, 300));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    for (const char of keys) {
      // a finger's key lands at any moment of a frame, not just after one: wait 0-16 ms
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 16));
      const start = performance.now();
      press(char);
      // React flushes the discrete update in a microtask of this task: let it run, then
      // force style and layout, as the frame would.
      await Promise.resolve();
      await Promise.resolve();
      const committed = performance.now();
      void document.body.offsetHeight;
      const took = performance.now() - start;
      if (round >= warmup) renders.push(committed - start);
      await nextFrame();
      if (round >= warmup) frames.push(performance.now() - start);
      const measured = screen();
      await settle();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // line 50's own note may be held back while it is typed (issue 38 item 7): the notes of
      // the 49 others prove the preview was drawn
      if (!editor || (screen() === measured && measured.includes('data-testid="line-note-49"')))
        complete += 1;
      if (round >= warmup) samples.push(took);
    }
    if (area.value !== `${base}\n${typed}`) {
      throw new Error(`round ${round} typed ${JSON.stringify(area.value.slice(base.length))}, not the line`);
    }
  }
  return { samples, renders, frames, complete };
}

/**
 * The frame clock alone (runs in the page): `count` times, wait 0-16 ms as before a key, then time to
 * the next painted frame exactly as a key is timed, with nothing done in between.
 */
async function timeClock(count: number): Promise<number[]> {
  const frames: number[] = [];
  for (let index = 0; index < count; index += 1) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 16));
    const start = performance.now();
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
    );
    frames.push(performance.now() - start);
  }
  return frames;
}

/**
 * The floor of the figure: the editor's textarea (its size, font and padding) alone on a blank page,
 * no framework and no listener, typed into with the browser's own edit (the cheapest a key can be)
 * and timed exactly as the editor is. A key lands at a random moment of a frame, so even a keystroke
 * that does nothing waits for the next frame.
 */
async function measureFloor(page: Page, editor: Locator): Promise<number[]> {
  const box = await editor.evaluate((area) => {
    const style = getComputedStyle(area);
    return {
      width: style.width,
      height: style.height,
      font: style.font,
      lineHeight: style.lineHeight,
      padding: style.padding,
      whiteSpace: style.whiteSpace,
    };
  });
  await page.setContent(
    `<!doctype html><meta name="viewport" content="width=device-width"><body style="margin:0">` +
      `<textarea style="box-sizing:border-box;display:block;width:${box.width};height:${box.height};` +
      `font:${box.font};line-height:${box.lineHeight};padding:${box.padding};white-space:${box.whiteSpace}">` +
      `</textarea></body>`,
  );
  const { frames } = await page.evaluate(timeKeys, {
    selector: 'textarea',
    base: BASE,
    typed: TYPED,
    rounds,
    warmup,
    editor: false,
    way: 'native' as const,
    newLine: '',
  });
  return frames;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The 25 functions with the most self time in a CPU profile (samples × their interval). */
function printTopFunctions(profile: {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (const [index, id] of samples.entries()) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[index + 1] ?? deltas[index] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`CPU profile: ${total.toFixed(0)} ms sampled; top self time:`);
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}

/** The renderer main thread's time by trace event (top-level phases: events, style, layout, paint...). */
function printPhases(file: string): void {
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    traceEvents: {
      name: string;
      ph: string;
      dur?: number;
      tid: number;
      pid: number;
      args?: { name?: string };
    }[];
  };
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const byName = new Map<string, number>();
  for (const event of traceEvents) {
    if (!main || event.tid !== main.tid || event.pid !== main.pid || event.ph !== 'X' || !event.dur) continue;
    byName.set(event.name, (byName.get(event.name) ?? 0) + event.dur / 1000);
  }
  console.log('main thread by trace event (nested events are counted in their parents too):');
  for (const [name, ms] of [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${ms.toFixed(1).padStart(9)} ms  ${name}`);
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

interface Result {
  median: number;
  p95: number;
  max: number;
  commit: { median: number; p95: number };
  frame: { median: number; p95: number; max: number };
  floor: { median: number; p95: number };
  device: { median: number; p95: number };
  clock: { median: number; p95: number };
  count: number;
  load: string;
}

function writeDocs({ median, p95, max, commit, frame, floor, device, clock, count, load }: Result): void {
  const file = path.join(root, 'docs/performance.md');
  const text = fs.readFileSync(file, 'utf8');
  const heading = `## Advanced editor keystroke in Chromium${cpuRate > 1 ? `, ${cpuRate}x CPU throttle` : ''}`;
  const now = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const unreachable =
    clock.p95 >= target
      ? `; the wait for the frame alone is ${clock.p95.toFixed(1)} ms at the p95, so no keystroke timed this way can meet it`
      : '';
  const section = [
    heading,
    '',
    `Measured ${now} UTC by \`npm run bench:editor:browser\` (packages/web/scripts/editor-keystroke.browser.ts;`,
    'rerunning it rewrites this section): the built app in /usr/bin/chromium at 390x844, player1 on',
    '/advance-betting with 49 lines, a 50th (a new line, then `8765#1#2`) typed key by key as a phone user',
    'types it: a tap on each key of the bet keyboard. One keystroke is timed inside the page from the tap',
    '(its click) to the next painted frame (requestAnimationFrame, then the task after it): the app applying',
    "the key, React's render, the parse of all 50 lines, the notes of the lines in sight (the page scrolled",
    'to the typed line, as the bet keyboard keeps it), the caret kept in sight, the commit, style, layout and',
    "paint. The rows below it split the same keystrokes: up to layout forced at once, and up to React's commit",
    '(the caret kept in sight already forces the layout inside the commit).',
    `${count} keystrokes after ${warmup} warm-up lines; load average ${load} on the shared 2 cores.`,
    '',
    '| keystroke with 50 lines, in Chromium | median | p95 | max | target |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| bet keyboard tap to the next painted frame | ${frame.median.toFixed(2)} ms | ${frame.p95.toFixed(2)} ms | ${frame.max.toFixed(1)} ms | < ${target} ms |`,
    `| of which up to layout (key + parse + preview + render + layout) | ${median.toFixed(2)} ms | ${p95.toFixed(2)} ms | ${max.toFixed(1)} ms | |`,
    `| of which up to React's commit | ${commit.median.toFixed(2)} ms | ${commit.p95.toFixed(2)} ms | | |`,
    `| a device keyboard's key into the editor (the browser's own edit), to the painted frame | ${device.median.toFixed(2)} ms | ${device.p95.toFixed(2)} ms | | |`,
    `| floor: a device keyboard's key into a bare textarea of the editor's size and font, no script | ${floor.median.toFixed(2)} ms | ${floor.p95.toFixed(2)} ms | | |`,
    `| the frame clock alone: nothing typed, timed the same way | ${clock.median.toFixed(2)} ms | ${clock.p95.toFixed(2)} ms | | |`,
    '',
    'The floor is measured in the same page and run after the editor: a key lands at a random moment of a',
    'frame, so even a keystroke with no work waits for the next frame, and the textarea itself is edited,',
    "styled, laid out and painted. The editor's own cost is what it adds to the floor. The last row is the",
    'wait for the frame alone (Chromium draws at 60 Hz; a moment picked at random waits up to 16.7 ms).',
    '',
    `Target ${frame.p95 < target ? 'met' : 'missed'} at the p95 (the tap to the painted frame)${unreachable}. ` +
      'Reproduce: `npm run build && npm run bench:editor:browser`.',
    '',
    '',
  ].join('\n');
  const start = text.indexOf(`${heading}\n`);
  let next: string;
  if (start >= 0) {
    const end = text.indexOf('\n## ', start + heading.length + 1);
    next = text.slice(0, start) + section + (end >= 0 ? text.slice(end + 1) : '');
  } else {
    const anchor = text.indexOf('## Web history');
    next = anchor >= 0 ? `${text.slice(0, anchor)}${section}\n${text.slice(anchor)}` : `${text}\n${section}`;
  }
  fs.writeFileSync(file, next);
}

const server = await startServer();
try {
  const {
    samples,
    renders,
    frames,
    complete,
    floor: floorFrames,
    device: deviceFrames,
    clock: clockFrames,
  } = await measure();
  // a new line and the line's characters, each round
  const expected = rounds * (TYPED.length + 1);
  if (complete < expected) {
    throw new Error(`only ${complete} of ${expected} keystrokes were on screen when timed: not measured`);
  }
  samples.sort((a, b) => a - b);
  renders.sort((a, b) => a - b);
  frames.sort((a, b) => a - b);
  const frame = {
    median: percentile(frames, 0.5),
    p95: percentile(frames, 0.95),
    max: percentile(frames, 1),
  };
  const commit = { median: percentile(renders, 0.5), p95: percentile(renders, 0.95) };
  floorFrames.sort((a, b) => a - b);
  const floor = { median: percentile(floorFrames, 0.5), p95: percentile(floorFrames, 0.95) };
  deviceFrames.sort((a, b) => a - b);
  const device = { median: percentile(deviceFrames, 0.5), p95: percentile(deviceFrames, 0.95) };
  clockFrames.sort((a, b) => a - b);
  const clock = { median: percentile(clockFrames, 0.5), p95: percentile(clockFrames, 0.95) };
  const [median, p95, max] = [percentile(samples, 0.5), percentile(samples, 0.95), percentile(samples, 1)];
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(
    `editor keystroke in Chromium (50 lines), a bet keyboard tap to the next painted frame: median ${frame.median.toFixed(2)} ms, ` +
      `p95 ${frame.p95.toFixed(2)} ms (target < ${target} ms); to layout: median ${median.toFixed(2)} ms, ` +
      `p95 ${p95.toFixed(2)} ms, max ${max.toFixed(1)} ms over ${samples.length} keystrokes; ` +
      `up to React's commit: median ${commit.median.toFixed(2)} ms, p95 ${commit.p95.toFixed(2)} ms; ` +
      `device's keyboard into the editor: median ${device.median.toFixed(2)} ms, p95 ${device.p95.toFixed(2)} ms; ` +
      `floor (a bare textarea, same timing): median ${floor.median.toFixed(2)} ms, p95 ${floor.p95.toFixed(2)} ms; ` +
      `the frame clock alone: median ${clock.median.toFixed(2)} ms, p95 ${clock.p95.toFixed(2)} ms; load ${load}`,
  );
  writeDocs({ median, p95, max, commit, frame, floor, device, clock, count: samples.length, load });
} finally {
  server.kill();
}
