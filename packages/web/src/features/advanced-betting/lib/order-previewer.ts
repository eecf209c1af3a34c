import { createOrderParser, type OrderContext, type OrderError } from '@lotto/domain/order-string';
import { previewOrder, type BetPreview, type LinePreview, type OrderPreview } from './line-preview';

/**
 * `previewOrder` for the editor, called on every keystroke (issue 38 item 7): its parsers keep the
 * last text's lines, so only the lines whose text or number changed are read again on their own
 * (a profile at 4x put the parse of all 50 lines in every key), and a line whose preview reads as
 * before keeps its object from the last call, so what is drawn from it (its note's words, its
 * cut-off) is found by identity, not worked out again. One per editor.
 */
export function createOrderPreviewer(): (text: string, context: OrderContext) => OrderPreview {
  const parsers = { text: createOrderParser(), priced: createOrderParser() };
  let last: readonly LinePreview[] = [];
  return (text, context) => {
    const preview = previewOrder(text, context, parsers);
    const lines = preview.lines.map((line, index) => {
      const before = last[index];
      return before !== undefined && samePreview(before, line) ? before : line;
    });
    last = lines;
    return { result: preview.result, lines };
  };
}

/** Two previews that read the same: same line, kind, error, bet, dates and pools. */
export function samePreview(a: LinePreview, b: LinePreview): boolean {
  return (
    a.line === b.line &&
    a.kind === b.kind &&
    sameError(a.error, b.error) &&
    sameBet(a.bet, b.bet) &&
    sameList(a.dates, b.dates) &&
    sameList(a.pools, b.pools)
  );
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((item, index) => item === b[index]);
}

function sameError(a: OrderError | undefined, b: OrderError | undefined): boolean {
  if (a === b) return true;
  // errors are rare and small: their whole content is compared
  return a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function sameBet(a: BetPreview | undefined, b: BetPreview | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (a.number !== b.number || a.pattern !== b.pattern || a.total !== b.total) return false;
  if (!sameList(a.pools, b.pools) || !sameList(a.dates, b.dates)) return false;
  const keys = Object.keys(a.amounts) as (keyof BetPreview['amounts'])[];
  return (
    keys.length === Object.keys(b.amounts).length && keys.every((key) => a.amounts[key] === b.amounts[key])
  );
}
