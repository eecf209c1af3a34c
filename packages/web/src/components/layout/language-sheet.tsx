import { ActionSheet } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '@/i18n/languages';

/** The language menu's sheet; its own chunk (it brings antd-mobile's popup and animations). */
export function LanguageSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
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
          onClose();
          void changeLanguage(language);
        },
      }))}
    />
  );
}
