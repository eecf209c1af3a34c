import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '@/components/ui/use-modal-focus';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/i18n/languages';

/**
 * The language menu's sheet, its own small chunk: a modal dialog at the bottom of the screen with
 * one button per language (the current one marked): Tab or touch, Enter to choose, Escape, the
 * mask or Cancel to close; focus returns to the header's button (useModalFocus). Drawn without
 * antd-mobile's Popup: the login page (app/login-page) opens it too, and Popup's chunk needed the
 * app's own (docs/performance.md, issue 45).
 */
export function LanguageSheet({
  visible,
  onClose,
  onChoose,
}: {
  visible: boolean;
  onClose: () => void;
  onChoose: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, visible, onClose);
  // On the body, as antd-mobile's Popup was: inside the header it shared the header's stacking
  // level, under the advanced editor's docked keyboard.
  return createPortal(
    <div className="sheet-layer" hidden={!visible}>
      <div className="sheet-layer__mask" aria-hidden="true" onClick={onClose} />
      <div className="sheet-layer__body language-sheet__body">
        <div
          ref={box}
          className="language-sheet"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
        >
          <h2 id={titleId} className="language-sheet__title">
            {t('header.chooseLanguage')}
          </h2>
          <ul className="language-sheet__list">
            {LANGUAGES.map((language) => {
              const current = language === i18n.language;
              return (
                <li key={language}>
                  <button
                    type="button"
                    lang={language}
                    className={current ? 'language-option language-option--active' : 'language-option'}
                    aria-current={current ? 'true' : undefined}
                    data-autofocus={current ? '' : undefined}
                    onClick={() => {
                      onClose();
                      onChoose(language);
                    }}
                  >
                    {LANGUAGE_NAMES[language]}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="language-sheet__cancel" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
