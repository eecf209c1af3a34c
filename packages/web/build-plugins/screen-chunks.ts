/**
 * Chunk groups for the logged-in screens (docs/decisions/010-code-splitting-and-caching.md).
 *
 * Left to itself, the bundler cuts the code of the logged-in frame and home into some thirty
 * chunks of 1-4 KB (one per module shared by two screens). Over HTTP/1.1 a phone fetches six at a
 * time, so home waited for five or six rounds of requests (and the language and the session check
 * queued behind them) before it could render. Here the frame and home, and each first-screen
 * feature, become one chunk each: a module is put in a group when a root of the group imports it
 * statically (directly or through other modules), unless the entry (the shell /login needs)
 * already has it or an earlier group took it. What the back office alone uses stays out.
 */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
}

/**
 * Libraries imported through one index file that re-exports everything (`import { Popup } from
 * 'antd-mobile'`). Following the index would put every component in every closure; the names a
 * module imports say which files it really uses (the bundler drops the rest). The index's other
 * imports (antd-mobile's global styles) are followed as usual.
 */
const BARRELS = [
  { index: /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/, specifier: 'antd-mobile' },
  { index: /[\\/]node_modules[\\/]antd-mobile-icons[\\/]es[\\/]index\.js$/, specifier: 'antd-mobile-icons' },
];

/** A barrel's exported names and the files they come from (`export { default as A } from './a'`). */
function reexports(graph: ModuleGraph, index: string): Map<string, string> {
  const info = graph.getModuleInfo(index);
  const files = new Map<string, string>();
  const pattern = /export\s*\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["']/g;
  for (const match of (info?.code ?? '').matchAll(pattern)) {
    const path = match[2]!.replace(/\.js$/, '');
    const file = (info?.importedIds ?? []).find((id) => {
      const normal = id.replace(/\\/g, '/');
      return normal.endsWith(`/${path}.js`) || normal.endsWith(`/${path}/index.js`);
    });
    if (!file) continue;
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (name) files.set(name, file);
    }
  }
  return files;
}

/** The names `code` imports from `specifier` (`import { A, type B, C as D } from 'x'`). */
function importedNames(code: string, specifier: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  for (const match of code.matchAll(pattern)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

export interface ScreenGroup {
  /** the chunk's name */
  name: string;
  /** the modules whose static imports make up the chunk */
  roots: RegExp[];
}

const ENTRY = /[\\/]src[\\/]main\.tsx$/;

export function staticClosure(
  graph: ModuleGraph,
  roots: readonly string[],
  stop: ReadonlySet<string>,
): Set<string> {
  const barrelFiles = new Map<string, Map<string, string>>();
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      const barrel = BARRELS.find((candidate) => candidate.index.test(imported));
      if (!barrel) {
        queue.push(imported);
        continue;
      }
      let files = barrelFiles.get(imported);
      if (!files) barrelFiles.set(imported, (files = reexports(graph, imported)));
      const used = importedNames(info?.code ?? '', barrel.specifier).map((name) => files.get(name));
      if (!info?.code || used.some((file) => file === undefined)) {
        queue.push(imported); // names we cannot place: the whole library, as the bundler sees it
        continue;
      }
      const reexported = new Set(files.values());
      const others = (graph.getModuleInfo(imported)?.importedIds ?? []).filter((dep) => !reexported.has(dep));
      queue.push(...(used as string[]), ...others);
    }
  }
  return seen;
}

/**
 * Rolldown `codeSplitting.groups` entries, one per screen group, in order: a module goes to the
 * first group whose roots reach it. Groups declared before these (vendor, base) keep theirs.
 */
export function screenChunkGroups(groups: readonly ScreenGroup[]) {
  let owner: Map<string, string> | undefined;
  const ownerOf = (id: string, graph: ModuleGraph): string | undefined => {
    if (!owner) {
      owner = new Map();
      const ids = [...allIds(graph, id)];
      const entry = ids.filter((candidate) => ENTRY.test(candidate));
      const taken = staticClosure(graph, entry, new Set());
      for (const group of groups) {
        const roots = ids.filter((candidate) => group.roots.some((root) => root.test(candidate)));
        for (const member of staticClosure(graph, roots, taken)) {
          owner.set(member, group.name);
          taken.add(member);
        }
      }
    }
    return owner.get(id);
  };
  return groups.map((group) => ({
    debugName: group.name,
    name: (id: string, ctx: ModuleGraph) => (ownerOf(id, ctx) === group.name ? group.name : null),
    // The closure above is the group's set already (computed without what the entry has).
    includeDependenciesRecursively: false,
  }));
}

/** Every module id reachable from `from` through static and dynamic imports, both directions. */
export function allIds(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id) as
      | (ReturnType<ModuleGraph['getModuleInfo']> & {
          importers?: readonly string[];
          dynamicImporters?: readonly string[];
          dynamicallyImportedIds?: readonly string[];
        })
      | null;
    if (!info) continue;
    queue.push(
      ...info.importedIds,
      ...(info.dynamicallyImportedIds ?? []),
      ...(info.importers ?? []),
      ...(info.dynamicImporters ?? []),
    );
  }
  return seen;
}
