import { useTranslation } from 'react-i18next';
import type { LineCutOff } from '../lib/line-cut-off';
import type { PreviewText } from '../lib/preview-text';

/**
 * The caret line's words with its cut-off (issue 38 item 4): "… · M K 19:00 · 2 h 10 m"; a line
 * whose draw has closed says that instead, in red.
 */
export function withCutOff(words: PreviewText | null, cutOff: LineCutOff | undefined): PreviewText | null {
  if (!words || !cutOff || words.error) return words;
  if (cutOff.closed.length > 0) return { short: words.short, full: cutOff.closed.join(' '), error: true };
  if (!cutOff.next) return words;
  return { ...words, full: `${words.full} · ${cutOff.next}`, ...(cutOff.soon ? { soon: true } : {}) };
}

/** Bet lines one of whose draws has closed since they were typed: Submit waits until they change. */
export function ClosedLines({ closed }: { closed: readonly { line: number; text: string }[] }) {
  const { t } = useTranslation();
  return (
    <ul className="adv-errors" data-testid="closed-lines">
      {closed.map((item) => (
        <li key={`${item.line}-${item.text}`} className="adv-error" data-line={item.line}>
          <span className="adv-error__where">{t('advancedBetting.preview.line', { line: item.line })}</span>{' '}
          {item.text}
        </li>
      ))}
    </ul>
  );
}
