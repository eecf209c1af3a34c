import { useTranslation } from 'react-i18next';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@/i18n/languages';

/**
 * The language menu's sheet; its own chunk (it brings antd-mobile's popup and animations). A modal
 * dialog with one button per language (the current one marked): Tab or touch, Enter to choose,
 * Escape or Cancel to close; focus returns to the header's button.
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
  return (
    <ModalSheet
      visible={visible}
      onClose={onClose}
      title={t('header.chooseLanguage')}
      className="language-sheet"
      titleClassName="language-sheet__title"
      bodyClassName="language-sheet__body"
    >
      {() => (
        <>
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
        </>
      )}
    </ModalSheet>
  );
}
