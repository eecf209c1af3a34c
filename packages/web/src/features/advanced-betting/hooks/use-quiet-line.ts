import type { OrderError } from '@lotto/domain/order-string';
import { useMemo, useState } from 'react';
import type { LinePreview } from '../lib/line-preview';
import type { ServerLineErrors } from './use-order-preview';

/** A change of at most this many characters is typing (a key); more is a paste, a draft, a prefill. */
const KEY_SIZE = 3;

/**
 * The line being typed: the caret's line once a key changed the text on it, until the caret leaves
 * it. A loaded draft, a prefill or a paste is not typing: its errors show at once.
 */
function useTypedLine(text: string, caretLine: number): number | null {
  const [seen, setSeen] = useState({ text, caretLine, typed: null as number | null });
  if (seen.text !== text || seen.caretLine !== caretLine) {
    const keyed =
      seen.text !== text && seen.text !== '' && Math.abs(text.length - seen.text.length) <= KEY_SIZE;
    const typed = keyed ? caretLine : seen.typed === caretLine && seen.text === text ? caretLine : null;
    // adjusting state while rendering (React's pattern for state derived from the previous render)
    setSeen({ text, caretLine, typed });
    return typed;
  }
  return seen.typed;
}

/**
 * What the editor shows while a line is being typed (issue 38 item 7): the caret line's own parse
 * error is held back until the caret leaves it ("123" is not wrong, only unfinished), so neither
 * its stripe, its note, the error list nor the dock flags it. A server's error on that line stays:
 * it was sent as it is. Submit still reads every error.
 */
export function useQuietLine(
  preview: { lines: readonly LinePreview[] },
  caretLine: number,
  errors: readonly OrderError[],
  serverErrors: ServerLineErrors | null,
  text: string,
) {
  const fromServer = serverErrors?.text === text ? serverErrors.errors : null;
  const typed = useTypedLine(text, caretLine);
  const held = typed === null || fromServer?.some((error) => error.line === typed) ? null : typed;
  const shown = useMemo(
    () => (held === null ? errors : errors.filter((error) => error.line !== held)),
    [errors, held],
  );
  const errorLines = useMemo(() => new Set(shown.map((error) => error.line)), [shown]);
  const lines = useMemo(() => {
    const caret = held === null ? undefined : preview.lines[held - 1];
    if (!caret?.error) return preview.lines;
    const quiet: LinePreview = { line: caret.line, kind: caret.kind };
    return preview.lines.map((line) => (line === caret ? quiet : line));
  }, [preview.lines, held]);
  return { errors: shown, errorLines, lines };
}
