import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisibleLines } from '../hooks/use-visible-lines';
import type { LinePreview } from '../lib/line-preview';
import { previewTextCache } from '../lib/preview-text';
import '../advanced-betting.css';

interface Props {
  /** the editor's lines as typed (so a note starts after its line's last character) */
  rawLines: readonly string[];
  previews: readonly LinePreview[];
  /** the caret's line (1-based): its note is always drawn */
  caretLine?: number;
}

/** From this many characters a line's note wraps on two small lines (issue 38 item 7). */
export const TIGHT_FROM = 12;

/**
 * Beside every line, what it means once parsed (issue 17.2): a bet line's amounts, pools, draws
 * and cost; a date or pool line's draws or pools; an error's words in red. A note starts one
 * character after its line's text, so it never covers what was typed; beside a long line it wraps
 * on two small lines.
 *
 * Only the notes of the lines in or near sight are drawn, with every error's and the caret line's
 * (issue 38 item 7: a keystroke at 4x spent a third of its time styling and laying out 50 notes);
 * each note is memoised on its words, so a key re-renders the caret line's note only.
 */
export const LineAnnotations = memo(function LineAnnotations({ rawLines, previews, caretLine = 0 }: Props) {
  const { t, i18n } = useTranslation();
  const wordsOf = useMemo(() => previewTextCache(t, i18n.language), [t, i18n.language]);
  const layer = useRef<HTMLDivElement>(null);
  const range = useVisibleLines(layer, rawLines.length);
  return (
    <div className="adv-notes" data-testid="line-notes" ref={layer}>
      {previews.map((line) => {
        const near = !range || (line.line >= range.first && line.line <= range.last);
        if (!near && !line.error && line.line !== caretLine) return null;
        const words = wordsOf(line);
        if (!words) return null;
        return (
          <LineNote
            key={line.line}
            line={line.line}
            length={rawLines[line.line - 1]?.length ?? 0}
            short={words.short}
            full={words.full}
            error={words.error}
          />
        );
      })}
    </div>
  );
});

interface NoteProps {
  line: number;
  /** the line's characters: the note starts after them */
  length: number;
  short: string;
  full: string;
  error: boolean;
}

const LineNote = memo(function LineNote({ line, length, short, full, error }: NoteProps) {
  // a line this long leaves the note too little room for one line of text
  const tight = length >= TIGHT_FROM;
  return (
    <div
      className={`adv-note-line${error ? ' adv-note-line--error' : ''}${tight ? ' adv-note-line--tight' : ''}`}
      style={{
        top: `calc(var(--adv-pad) + ${line - 1} * var(--adv-line))`,
        left: `calc(10px + ${length + 1.5}ch + ${length * 0.5}px)`,
      }}
      data-testid={`line-note-${line}`}
      title={full}
    >
      <span>{short}</span>
    </div>
  );
});
