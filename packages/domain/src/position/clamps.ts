import type { BetTypeCode } from '../bet-types.js';
import type { TakeTable } from './types.js';

/**
 * Lowering a take (docs/rules.md "Position taking"): a child's take may not exceed its parent's, so
 * lowering an agent's take to v lowers every descendant above v to v, recursively; raising it
 * raises nobody. Pure: the caller reads the downline tree and writes (and audits) the clamps.
 */

/** One user of the tree with its current takes; parentId null for a top agent. */
export interface TakeNode {
  userId: number;
  parentId: number | null;
  takes: TakeTable;
}

/** One descendant lowered by a change: its bet type's take `from` -> `to`, both basis points. */
export interface Clamp {
  userId: number;
  betType: BetTypeCode;
  from: number;
  to: number;
}

/**
 * The descendants of `userId` that a change of its takes to `newTakes` lowers, parents before
 * children (breadth first, then by user id, then in the order of `newTakes`), so the audit log
 * reads top-down. Every descendant is looked at, not only the children above the new value: a
 * tree stored before the rule held must still come out clean. The user itself is not in the answer.
 *
 * @example
 * // M lowers A's B from 50% to 40%; A's child S holds 45%, S's child T 30%
 * clampsOf(nodes, A, { B: 4000 }) // [{ userId: S, betType: 'B', from: 4500, to: 4000 }]
 */
export function clampsOf(nodes: readonly TakeNode[], userId: number, newTakes: TakeTable): Clamp[] {
  const children = new Map<number, TakeNode[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    const list = children.get(node.parentId);
    if (list) list.push(node);
    else children.set(node.parentId, [node]);
  }
  const changes = Object.entries(newTakes) as [BetTypeCode, number][];
  const clamps: Clamp[] = [];
  const seen = new Set<number>([userId]);
  let level = [userId];
  while (level.length > 0) {
    const next: TakeNode[] = [];
    for (const id of level) {
      for (const child of children.get(id) ?? []) {
        // A cycle in bad data must not loop forever.
        if (seen.has(child.userId)) continue;
        seen.add(child.userId);
        next.push(child);
      }
    }
    next.sort((a, b) => a.userId - b.userId);
    for (const node of next) {
      for (const [betType, to] of changes) {
        const from = node.takes[betType] ?? 0;
        if (from > to) clamps.push({ userId: node.userId, betType, from, to });
      }
    }
    level = next.map((node) => node.userId);
  }
  return clamps;
}
