import { ActionSheet } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages';

/** The language menu of the header; the choice is remembered locally. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.language')}
        title={t('header.language')}
        onClick={() => setOpen(true)}
      >
        <GlobalOutline />
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        extra={t('header.chooseLanguage')}
        cancelText={t('common.cancel')}
        actions={LANGUAGES.map((language) => ({
          key: language,
          text: (
            <span
              className={
                language === i18n.language ? 'language-option language-option--active' : 'language-option'
              }
            >
              {LANGUAGE_NAMES[language]}
            </span>
          ),
          onClick: () => {
            setOpen(false);
            void changeLanguage(language);
          },
        }))}
      />
    </>
  );
}
