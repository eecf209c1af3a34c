import { useTranslation } from 'react-i18next';
import type { ChatPreviewAnswer } from '../api/chat-orders';
import { chatErrorText } from '../lib/chat-error-text';

type Line = ChatPreviewAnswer['lines'][number];

/** The text of one line with its refused token marked (issue 42 rule 7). */
function MarkedLine({ line }: { line: Line }) {
  const error = line.errors[0];
  if (!error || error.length === 0) return <span>{line.text || '\u00a0'}</span>;
  const start = error.column - 1;
  return (
    <span>
      {line.text.slice(0, start)}
      <mark className="chat-inbox__refused">{line.text.slice(start, start + error.length)}</mark>
      {line.text.slice(start + error.length)}
    </span>
  );
}

/** Each line of the message ✓ or ✗, a refused one with what is wrong, in the user's language where known. */
export function PreviewLines({ lines }: { lines: Line[] }) {
  const { t } = useTranslation();
  return (
    <ol className="chat-inbox__lines" aria-label={t('chatInbox.lines')}>
      {lines
        .filter((line) => line.kind !== 'blank')
        .map((line) => {
          const error = line.errors[0];
          return (
            <li
              key={line.line}
              className={error ? 'chat-inbox__line chat-inbox__line--bad' : 'chat-inbox__line'}
            >
              <span
                className="chat-inbox__mark"
                aria-label={t(error ? 'chatInbox.lineBad' : 'chatInbox.lineOk')}
              >
                {error ? '✗' : '✓'}
              </span>
              <code className="chat-inbox__text">
                <MarkedLine line={line} />
              </code>
              {error ? (
                <div className="chat-inbox__error" role="note">
                  {t('chatInbox.lineColumn', { line: error.line, column: error.column })}{' '}
                  {chatErrorText(error, t)}
                </div>
              ) : null}
            </li>
          );
        })}
    </ol>
  );
}
