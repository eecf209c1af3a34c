import type { EatSequence } from '@lotto/domain/bet-types';
import type { Cents } from '@lotto/domain/money';
import type { OrderError } from '@lotto/domain/order-string';
import { useMemo } from 'react';
import { useOpenDates } from '@/lib/orders/get-bet-dates';
import { nonBlankLines } from '../lib/editor';
import { previewOrder, type LinePreview } from '../lib/line-preview';

/** Line errors the server named for a text (they stand until the text changes). */
export interface ServerLineErrors {
  text: string;
  errors: OrderError[];
}

/**
 * The live check of the order text (game-rules §5): the parser's errors and the server's on their
 * lines, what each line means (issue 17.2), the running total, and whether there is a bet line. Undefined `parsed` until the
 * open draw dates are in.
 */
export function useOrderPreview(
  text: string,
  eatSequence: EatSequence,
  serverErrors: ServerLineErrors | null,
) {
  const openDates = useOpenDates();
  const preview = useMemo(
    () => (openDates.data ? previewOrder(text, { eatSequence, openDates: openDates.data }) : undefined),
    [text, eatSequence, openDates.data],
  );
  const parse = preview?.result;
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
