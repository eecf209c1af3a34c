import { formatPoints, type Cents } from '@lotto/domain/money';
import type { OrderError } from '@lotto/domain/order-string';
import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewText } from '../lib/preview-text';

interface Props {
  total: Cents;
  lineCount: number;
  maxLines: number;
  /** the caret line's number and what it means (issue 17.2), in sight above the keyboard */
  current: { line: number; words: PreviewText | null } | null;
  /** the first error of the text, kept in sight above the keyboard */
  firstError: OrderError | undefined;
  keyboardOpen: boolean;
  onShowKeyboard: () => void;
  editing: boolean;
  canSubmit: boolean;
  sending: boolean;
  onSubmit: () => void;
}

/**
 * The bar docked above the bet keyboard: the caret line's meaning, the running total and line
 * count, the first error and Submit.
 */
export function SubmitBar(props: Props) {
  const { total, firstError, keyboardOpen, onShowKeyboard, editing, canSubmit, sending, onSubmit } = props;
  const { lineCount, maxLines, current } = props;
  const { t } = useTranslation();
  // it renders on every keystroke: i18next's `t` (a tenth of a key's render at 4x) once per value
  const fixed = useMemo(
    () => ({
      show: t('advancedBetting.keyboard.show'),
      total: t('advancedBetting.total'),
      submit: t('advancedBetting.submit'),
      submitEdit: t('advancedBetting.submitEdit'),
    }),
    [t],
  );
  const caretLine = current?.line;
  const lineWord = useMemo(
    () => (caretLine === undefined ? '' : t('advancedBetting.preview.line', { line: caretLine })),
    [t, caretLine],
  );
  const countText = useMemo(
    () => t('advancedBetting.editor.lines', { count: lineCount, max: maxLines }),
    [t, lineCount, maxLines],
  );
  return (
    <>
      {current?.words && (
        <p
          className={`adv-current${current.words.error ? ' adv-current--error' : current.words.soon ? ' adv-current--soon' : ''}`}
          data-testid="current-line-preview"
        >
          {lineWord} {current.words.full}
        </p>
      )}
      <div className="adv-submit-bar">
        {!keyboardOpen && (
          <button
            type="button"
            className="adv-keyboard-toggle"
            aria-label={fixed.show}
            onClick={onShowKeyboard}
          >
            ⌨
          </button>
        )}
        <div className="adv-total">
          <span className="adv-total__label">{fixed.total}</span>
          <span className="adv-total__amount" data-testid="order-total">
            {formatPoints(total)}
          </span>
          <span className="adv-total__count" data-testid="dock-line-count">
            {countText}
          </span>
          {firstError && (
            // The full error list sits under the docked keyboard on a phone; the first error
            // stays in sight here.
            <span className="adv-total__error" role="status" data-testid="first-error">
              {t('advancedBetting.lineColumn', { line: firstError.line, column: firstError.column })}{' '}
              {t(`errorCodes.${firstError.code}`)}
            </span>
          )}
        </div>
        <Button color="primary" shape="rounded" disabled={!canSubmit} loading={sending} onClick={onSubmit}>
          {editing ? fixed.submitEdit : fixed.submit}
        </Button>
      </div>
    </>
  );
}
