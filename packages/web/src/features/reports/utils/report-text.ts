/**
 * The report answers carry text (spec §3): daily sales blocks and "@"-joined profit-loss rows.
 * These read them into fields the screens can lay out.
 */

/** One daily-sales line, "SportsToto 4D: 12.00" or "Total: 24.00". */
export interface SalesLine {
  label: string;
  /** the amount as the server wrote it ("1,234.00"); empty when the line has no "label: amount" shape */
  amount: string;
}

export interface SalesBlock {
  name: string;
  /** none means the member sold nothing (the screen says "No Record") */
  lines: SalesLine[];
}

const SALES_LINE = /^(.*\S)\s*:\s*(-?[\d,]+(?:\.\d+)?)$/;

/** A daily-sales block: the member's name on the first line, then its sales lines. */
export function parseSalesBlock(block: string): SalesBlock {
  const [name = '', ...rest] = block.split(/\r?\n/).map((line) => line.trim());
  const lines = rest
    .filter((line) => line !== '')
    .map((line): SalesLine => {
      const match = SALES_LINE.exec(line);
      return match ? { label: match[1]!, amount: match[2]! } : { label: line, amount: '' };
    });
  return { name, lines };
}

/** The Total line the server adds when a member sold in more than one pool. */
export function isTotalLine(line: SalesLine): boolean {
  return line.label.toLowerCase() === 'total';
}

/** One profit-loss row, in points. */
export interface ProfitLossRow {
  name: string;
  turnover: number;
  win: number;
  commission: number;
  total: number;
}

const PLAIN_AMOUNT = /^-?\d+(?:\.\d{1,2})?$/;

/**
 * "name@turnover@win@commission@total" (plain 2-dp numbers). The four figures are read from the
 * right, so a name holding an "@" stays whole. Null when the text is not such a row.
 */
export function parseProfitLossRow(text: string): ProfitLossRow | null {
  const parts = text.split('@');
  if (parts.length < 5) return null;
  const figures = parts.slice(-4).map((part) => part.trim());
  if (!figures.every((part) => PLAIN_AMOUNT.test(part))) return null;
  const [turnover, win, commission, total] = figures.map(Number) as [number, number, number, number];
  return { name: parts.slice(0, -4).join('@'), turnover, win, commission, total };
}
