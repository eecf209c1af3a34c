import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinePreview } from '../lib/line-preview';
import { previewTextCache } from '../lib/preview-text';
import '../advanced-betting.css';

interface Props {
  /** the editor's lines as typed (so a note starts after its line's last character) */
  rawLines: readonly string[];
  previews: readonly LinePreview[];
}

/** From this many characters a line's note wraps on two small lines (issue 38 item 7). */
export const TIGHT_FROM = 12;

/**
 * Beside every line, what it means once parsed (issue 17.2): a bet line's amounts, pools, draws
 * and cost; a date or pool line's draws or pools; an error's words in red. A note starts one
 * character after its line's text, so it never covers what was typed; beside a long line it wraps
 * on two small lines.
 */
export const LineAnnotations = memo(function LineAnnotations({ rawLines, previews }: Props) {
  const { t, i18n } = useTranslation();
  const wordsOf = useMemo(() => previewTextCache(t, i18n.language), [t, i18n.language]);
  return (
    <div className="adv-notes" data-testid="line-notes">
      {previews.map((line) => {
        const words = wordsOf(line);
        if (!words) return null;
        const length = rawLines[line.line - 1]?.length ?? 0;
        // a line this long leaves the note too little room for one line of text
        const tight = length >= TIGHT_FROM;
        return (
          <div
            key={line.line}
            className={`adv-note-line${words.error ? ' adv-note-line--error' : ''}${tight ? ' adv-note-line--tight' : ''}`}
            style={{
              top: `calc(var(--adv-pad) + ${line.line - 1} * var(--adv-line))`,
              left: `calc(10px + ${length + 1.5}ch + ${length * 0.5}px)`,
            }}
            data-testid={`line-note-${line.line}`}
            title={words.full}
          >
            <span>{words.short}</span>
          </div>
        );
      })}
    </div>
  );
});
