import type { EatSequence } from '@lotto/domain/bet-types';
import type { Cents } from '@lotto/domain/money';
import type { OrderContext, OrderError } from '@lotto/domain/order-string';
import { useMemo, useState } from 'react';
import { useOpenDraws } from '@/lib/orders/get-bet-dates';
import { nonBlankLines } from '../lib/editor';
import type { LinePreview } from '../lib/line-preview';
import { createOrderPreviewer } from '../lib/order-previewer';

/**
 * What the parser reads the text against, as the server does (MakeOrderAdvanced): the open dates
 * and each pool's own, so that a date line means the open draws of its block's pools. Null until
 * the dates are in.
 */
export function useOrderContext(eatSequence: EatSequence): OrderContext | null {
  const draws = useOpenDraws();
  const data = draws.data;
  return useMemo(
    () =>
      data
        ? { eatSequence, openDates: data.dates, ...(data.byPool ? { openDatesByPool: data.byPool } : {}) }
        : null,
    [eatSequence, data],
  );
}

/** Line errors the server named for a text (they stand until the text changes). */
export interface ServerLineErrors {
  text: string;
  errors: OrderError[];
}

/**
 * The live check of the order text (game-rules §5): the parser's errors and the server's on their
 * lines, what each line means (issue 17.2), the running total, and whether there is a bet line, read
 * against `context` (useOrderContext). Undefined `parsed` until the open draw dates are in.
 */
export function useOrderPreview(
  text: string,
  context: OrderContext | null,
  serverErrors: ServerLineErrors | null,
) {
  // one previewer per editor: a key reads again only the lines it changed (issue 38 item 7)
  const [previewer] = useState(createOrderPreviewer);
  const preview = useMemo(() => (context ? previewer(text, context) : undefined), [previewer, text, context]);
  const parse = preview?.result;
  const errors = useMemo(() => {
    const own = parse && !parse.ok ? parse.errors : [];
    const fromServer = serverErrors?.text === text ? serverErrors.errors : [];
    const seen = new Set(own.map((error) => error.line));
    return [...own, ...fromServer.filter((error) => !seen.has(error.line))].sort((a, b) => a.line - b.line);
  }, [parse, serverErrors, text]);
  const errorLines = useMemo(() => new Set(errors.map((error) => error.line)), [errors]);
  const { total, hasBetLine } = useMemo(
    () => ({
      total: (parse?.lines ?? []).reduce((sum, line) => sum + (line.total ?? 0), 0) as Cents,
      hasBetLine: (parse?.lines ?? []).some((line) => line.kind === 'bet'),
    }),
    [parse],
  );
  const lineCount = useMemo(() => nonBlankLines(text).length, [text]);
  const lines: LinePreview[] = useMemo(() => {
    const own = preview?.lines ?? [];
    const fromServer = serverErrors?.text === text ? serverErrors.errors : [];
    if (fromServer.length === 0) return own;
    return own.map((line) => {
      const error = line.error ?? fromServer.find((item) => item.line === line.line);
      return error ? { ...line, error } : line;
    });
  }, [preview, serverErrors, text]);
  return { parsed: parse !== undefined, errors, errorLines, total, hasBetLine, lineCount, lines };
}
