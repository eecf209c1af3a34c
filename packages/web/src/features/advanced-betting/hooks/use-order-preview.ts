import type { EatSequence } from '@lotto/domain/bet-types';
import type { Cents } from '@lotto/domain/money';
import { parseOrderString, type OrderError } from '@lotto/domain/order-string';
import { useMemo } from 'react';
import { useOpenDates } from '@/lib/orders/get-bet-dates';
import { nonBlankLines } from '../lib/editor';

/** Line errors the server named for a text (they stand until the text changes). */
export interface ServerLineErrors {
  text: string;
  errors: OrderError[];
}

/**
 * The live check of the order text (game-rules §5): the parser's errors and the server's on their
 * lines, the running total, and whether there is a bet line at all. Undefined `parsed` until the
 * open draw dates are in.
 */
export function useOrderPreview(
  text: string,
  eatSequence: EatSequence,
  serverErrors: ServerLineErrors | null,
) {
  const openDates = useOpenDates();
  const parse = useMemo(
    () => (openDates.data ? parseOrderString(text, { eatSequence, openDates: openDates.data }) : undefined),
    [text, eatSequence, openDates.data],
  );
  const errors = useMemo(() => {
    const own = parse && !parse.ok ? parse.errors : [];
    const fromServer = serverErrors?.text === text ? serverErrors.errors : [];
    const seen = new Set(own.map((error) => error.line));
    return [...own, ...fromServer.filter((error) => !seen.has(error.line))].sort((a, b) => a.line - b.line);
  }, [parse, serverErrors, text]);
  const errorLines = useMemo(() => new Set(errors.map((error) => error.line)), [errors]);
  const total = (parse?.lines ?? []).reduce((sum, line) => sum + (line.total ?? 0), 0) as Cents;
  const hasBetLine = (parse?.lines ?? []).some((line) => line.kind === 'bet');
  const lineCount = nonBlankLines(text).length;
  return { parsed: parse !== undefined, errors, errorLines, total, hasBetLine, lineCount };
}
