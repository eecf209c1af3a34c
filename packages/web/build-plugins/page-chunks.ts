import { allIds, staticClosure, type ModuleGraph } from './screen-chunks.ts';

const RUNTIME = /^\0rolldown[\\/]runtime/;

export interface SharedPageGroup {
  /** the chunk's name */
  name: string;
  /** the small page's entry module (login.html's script) */
  entry: RegExp;
  /** the page's own modules, which stay in its entry chunk */
  own: RegExp;
}

/**
 * The chunk a small page of its own shares with the app (docs/performance.md, issue 45): every
 * module the page's entry imports statically but its own folder's (React, react-dom, i18next, the
 * login screen and the few shared modules it uses). The app imports all of them too, so both pages
 * download this one chunk and the small page nothing of the app's others: left to themselves, the
 * groups declared after this one (vendor, base, the screens) would take React into vendor with
 * React Router and TanStack Query, and the storage module into base with zod/mini.
 * Declared first, so that it takes these modules before them.
 */
export function sharedPageChunkGroup(group: SharedPageGroup) {
  let members: Set<string> | undefined;
  const membersOf = (id: string, graph: ModuleGraph): Set<string> | undefined => {
    if (members) return members;
    const entries = [...allIds(graph, id)].filter((candidate) => group.entry.test(candidate));
    // a module not connected to the page's entry: decide with the next one
    if (entries.length === 0) return undefined;
    members = new Set(
      [...staticClosure(graph, entries, new Set())].filter((member) => !group.own.test(member)),
    );
    return members;
  };
  return {
    debugName: group.name,
    // Rolldown's runtime helpers too: left alone they became a chunk of their own (402 B), one
    // more request for both pages.
    name: (id: string, ctx: ModuleGraph) =>
      RUNTIME.test(id) || membersOf(id, ctx)?.has(id) ? group.name : null,
    // The closure above is the whole set already.
    includeDependenciesRecursively: false,
  };
}
