import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawTimes, useServerClock } from '@/lib/orders/get-draw-times';
import { lineCutOffCache, type LineCutOff } from '../lib/line-cut-off';
import type { BetPreview, LinePreview } from '../lib/line-preview';

/** A bet line's cut-offs, for the draws, clock and language of the moment. */
export type CutOffReader = (bet: BetPreview) => LineCutOff;

/**
 * How bet lines' cut-offs are read (issue 38 item 4), kept across keystrokes: a key changes one
 * line, not the draws, the clock or the language (issue 38 item 7). Null until the draws are in.
 * The screen calls it (it holds the draws' query and the clock), the editor panel reads lines with it.
 */
export function useCutOffReader(): CutOffReader | null {
  const { t, i18n } = useTranslation();
  const times = useDrawTimes();
  const now = useServerClock(times.data);
  const draws = times.data?.draws;
  const language = i18n.language;
  // a block's cut-offs are read once per pools and dates
  return useMemo(() => (draws ? lineCutOffCache(draws, now, t, language) : null), [draws, now, t, language]);
}

/**
 * Each bet line's cut-offs, by line number, read again as the clock passes a cut-off: the dock
 * says the caret line's, and a line whose draw has closed says so before Submit.
 */
export function useLineCutOffs(lines: readonly LinePreview[], cutOffOf: CutOffReader | null) {
  return useMemo(() => {
    const byLine = new Map<number, LineCutOff>();
    const closed: { line: number; text: string }[] = [];
    if (!cutOffOf) return { byLine, closed };
    for (const line of lines) {
      if (!line.bet || line.error) continue;
      const cutOff = cutOffOf(line.bet);
      byLine.set(line.line, cutOff);
      for (const text of cutOff.closed) closed.push({ line: line.line, text });
    }
    return { byLine, closed };
  }, [lines, cutOffOf]);
}
