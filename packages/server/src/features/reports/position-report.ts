import type { BetLine } from '@lotto/domain/ticket';
import { lineMatcher, type LineMatcher } from '@lotto/domain/settlement-matcher';
import { valueLine, type Amounts } from '@lotto/domain/position';
import { parsePosition } from '../../common/position-snapshot.repository.js';
import { resultOf, type PositionLineRow } from './position-report.repository.js';

/**
 * Each level's position on settled lines (issue 39 rule 6, docs/rules.md "Position taking"),
 * from the tickets' snapshots: a level's result is its margin (what the P/L has always shown, DL -
 * UL) plus its position result, the difference keeping made. Per line, valueLine values the
 * snapshot as kept, and as if nobody had kept anything; the difference at a level is what it
 * won or lost on what it kept, at its own package, to the cent (the same rounding as settlement).
 */

export interface PositionFigures {
  /** stake kept (turnover, cents) */
  kept: number;
  /** result on what was kept, cents */
  positionResult: number;
}

/**
 * The figures of `viewerId` (null: the house) on each line, attributed to the member below it on
 * the line's path (`rowOf` maps it to a report row, or null to leave it out): a direct downline
 * agent, or the owner when the viewer is its parent. The house's row is the top agent.
 */
export function positionFigures(
  lines: readonly PositionLineRow[],
  viewerId: number | null,
): Map<number, PositionFigures> {
  const byMember = new Map<number, PositionFigures>();
  const matchers = new Map<string, LineMatcher>();
  let ticketId = -1;
  let position: ReturnType<typeof parsePosition> = null;
  let ownerId = 0;
  for (const row of lines) {
    if (row.ticketId !== ticketId) {
      ticketId = row.ticketId;
      position = parsePosition(row.positionJson);
      ownerId = position?.ownerId ?? 0;
    }
    if (!position) continue;
    const path = position.path;
    const at = viewerId === null ? path.length : path.findIndex((level) => level.userId === viewerId);
    if (at < 0) continue;
    const member = at === 0 ? ownerId : path[at - 1]!.userId;
    let match = matchers.get(row.resultJson);
    if (!match) {
      match = lineMatcher(resultOf(row.resultJson));
      matchers.set(row.resultJson, match);
    }
    const line: BetLine = {
      number: row.number,
      pattern: row.pattern,
      amounts: JSON.parse(row.acceptedJson) as Amounts,
    };
    const kept = position.lines[row.lineNo - 1] ?? [];
    const sold = valueLine(match, line, position.ownerRates, path, kept);
    const whole = kept.length === 0 ? sold : valueLine(match, line, position.ownerRates, path, []);
    const intake = at === 0 ? sold.owner.turnover : sold.passUps[at - 1]!.turnover;
    const figures = byMember.get(member) ?? { kept: 0, positionResult: 0 };
    if (viewerId === null) {
      figures.kept += sold.passUps[at - 1]?.turnover ?? sold.owner.turnover;
      figures.positionResult += sold.house - whole.house;
    } else {
      figures.kept += intake - sold.passUps[at]!.turnover;
      figures.positionResult += sold.results[at]! - whole.results[at]!;
    }
    byMember.set(member, figures);
  }
  return byMember;
}
