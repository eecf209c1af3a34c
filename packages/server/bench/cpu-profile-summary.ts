/**
 * Summarises V8 CPU profiles (`.cpuprofile`, as BENCH_CPU_PROFILE writes them): the top functions
 * by self time and by inclusive time (a function counted once per sample however often it recurs
 * on the stack), and the time by where the code lives (our sources by folder, each package of
 * node_modules, Node's own, GC, idle). Issue 45: the profile that chooses a change.
 *
 *   node --import tsx packages/server/bench/cpu-profile-summary.ts DIR_OR_FILE... [--top 30] [--match TEXT]
 *
 * `--match TEXT` adds the inclusive share of every function whose name or file contains TEXT.
 */
import fs from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function frameKey(frame: CallFrame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, 'nm:')
    .replace(/.*\/packages\//, '');
  return `${name} ${file}:${frame.lineNumber + 1}`;
}

/** Where a frame's code lives: a package of node_modules, a folder of our sources, node, or V8's own. */
function placeOf(frame: CallFrame): string {
  const url = frame.url;
  if (!url) {
    const name = frame.functionName;
    if (name === '(idle)' || name === '(garbage collector)' || name === '(program)') return name;
    return '(native)';
  }
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return `nm:${nm[1]}`;
  if (url.startsWith('node:')) return url.split('/')[0]!;
  const ours = /packages\/([^/]+)\/src\/((?:features\/[^/]+)|[^/]+)/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]!.replace(/\.ts$/, '')}`;
  return url.replace(/^file:\/\//, '');
}

function summarise(file: string, top: number, matches: string[]): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const places = new Map<string, number>();
  const matched = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    total += ms;
    const node = byId.get(id)!;
    const key = frameKey(node.callFrame);
    if (node.callFrame.functionName === '(idle)') idle += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
    // The place of the innermost frame that is not native: a native call is charged to its caller.
    let placeNode: ProfileNode | undefined = node;
    while (placeNode && !placeNode.callFrame.url && placeOf(placeNode.callFrame) === '(native)') {
      const up = parent.get(placeNode.id);
      placeNode = up === undefined ? undefined : byId.get(up);
    }
    const place = placeNode ? placeOf(placeNode.callFrame) : '(native)';
    places.set(place, (places.get(place) ?? 0) + ms);
    const seen = new Set<string>();
    const seenMatch = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const k = frameKey(frame);
      if (!seen.has(k)) {
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
      }
      for (const text of matches) {
        if (!seenMatch.has(text) && k.includes(text)) {
          seenMatch.add(text);
          matched.set(text, (matched.get(text) ?? 0) + ms);
        }
      }
    }
  });
  const busy = total - idle;
  const pct = (ms: number) => `${((100 * ms) / busy).toFixed(1).padStart(5)}%`;
  const list = (title: string, map: Map<string, number>, n: number) => {
    console.log(`\n  ${title} (share of busy time)`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      if (key.startsWith('(idle)') || key.startsWith('(root)')) continue;
      console.log(`  ${pct(ms)} ${ms.toFixed(0).padStart(7)} ms  ${key}`);
    }
  };
  console.log(
    `${path.basename(file)}: ${total.toFixed(0)} ms sampled, idle ${idle.toFixed(0)} ms, busy ${busy.toFixed(0)} ms`,
  );
  list('by place', places, top);
  list('self', self, top);
  list('inclusive', inclusive, top + 10);
  if (matches.length > 0) list('matched (inclusive)', matched, matches.length);
}

const args = process.argv.slice(2);
let top = 30;
const matches: string[] = [];
const inputs: string[] = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--top') top = Number(args[++i]);
  else if (args[i] === '--match') matches.push(args[++i]!);
  else inputs.push(args[i]!);
}
for (const input of inputs) {
  const files = fs.statSync(input).isDirectory()
    ? fs
        .readdirSync(input)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) => path.join(input, name))
    : [input];
  for (const file of files) summarise(file, top, matches);
}
