import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawTimes, useServerClock } from '@/lib/orders/get-draw-times';
import { lineCutOff, type LineCutOff } from '../lib/line-cut-off';
import type { LinePreview } from '../lib/line-preview';

/**
 * Each bet line's cut-offs (issue 38 item 4), by line number, read again as the clock passes a
 * cut-off: the dock says the caret line's, and a line whose draw has closed says so before Submit.
 */
export function useLineCutOffs(lines: readonly LinePreview[]) {
  const { t, i18n } = useTranslation();
  const times = useDrawTimes();
  const now = useServerClock(times.data);
  const draws = times.data?.draws;
  const language = i18n.language;
  return useMemo(() => {
    const byLine = new Map<number, LineCutOff>();
    const closed: { line: number; text: string }[] = [];
    if (!draws) return { byLine, closed };
    // lines of one block share their pools and dates: their cut-offs are read once (issue 38 item 7)
    const byDraws = new Map<string, LineCutOff>();
    for (const line of lines) {
      if (!line.bet || line.error) continue;
      const key = `${line.bet.pools.join(',')}|${line.bet.dates.join(',')}`;
      const cutOff = byDraws.get(key) ?? lineCutOff(line.bet, draws, now, t, language);
      byDraws.set(key, cutOff);
      byLine.set(line.line, cutOff);
      for (const text of cutOff.closed) closed.push({ line: line.line, text });
    }
    return { byLine, closed };
  }, [lines, draws, now, t, language]);
}
