import { Popup } from 'antd-mobile';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '@/components/ui/use-modal-focus';
import { changeLanguage } from '@/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages';

/**
 * The language menu's sheet; its own chunk (it brings antd-mobile's popup and animations). A modal
 * dialog with one button per language (the current one marked): Tab or touch, Enter to choose,
 * Escape or Cancel to close; focus returns to the header's button.
 */
export function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, visible, onClose);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="language-sheet__body">
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
                    void changeLanguage(language);
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
    </Popup>
  );
}
