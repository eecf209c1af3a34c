import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ChatPaste, DroppedLine } from '../lib/chat-paste';
import { orderErrorDetail } from '../lib/order-error-text';
import '../advanced-betting.css';

interface Props {
  report: ChatPaste;
  onClose: () => void;
}

/**
 * After a paste from chat (issue 17.4): every line of the message that was left out, as it was
 * pasted, and why, so nothing disappears without a word.
 */
export function PasteReport({ report, onClose }: Props) {
  const { t } = useTranslation();
  const reason = ({ reason: why }: DroppedLine) => {
    switch (why.kind) {
      case 'error':
        return `${t(`errorCodes.${why.error.code}`)} (${orderErrorDetail(why.error, t).text})`;
      case 'underDropped':
        return t('advancedBetting.paste.underDropped', { line: why.line });
      case 'repeatsDropped':
        return t('advancedBetting.paste.repeatsDropped', { line: why.line });
      case 'tooMany':
        return t('errorCodes.TOO_MANY_LINES');
    }
  };
  return (
    <section className="adv-paste-report" aria-labelledby="adv-paste-report-title" data-testid="paste-report">
      <h3 id="adv-paste-report-title" className="adv-paste-report__title">
        {t('advancedBetting.paste.report', { added: report.added, count: report.dropped.length })}
      </h3>
      <ul className="adv-paste-report__list">
        {report.dropped.map((line) => (
          <li key={line.line} data-line={line.line}>
            <span className="adv-paste-report__where">
              {t('advancedBetting.paste.messageLine', { line: line.line })}
            </span>{' '}
            <code className="adv-paste-report__text">{line.text}</code>
            <span className="adv-paste-report__why">{reason(line)}</span>
          </li>
        ))}
      </ul>
      <Button size="small" fill="outline" shape="rounded" onClick={onClose}>
        {t('advancedBetting.paste.reportClose')}
      </Button>
    </section>
  );
}
