import { ExclamationShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** Spec §1: the company bears no responsibility for orders placed by mistake. */
export function Disclaimer() {
  const { t } = useTranslation();
  return (
    <aside className="disclaimer">
      <ExclamationShieldOutline className="disclaimer__icon" aria-hidden="true" />
      <p>{t('home.disclaimer')}</p>
    </aside>
  );
}
