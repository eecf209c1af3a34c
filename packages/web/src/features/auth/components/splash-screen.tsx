import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the start-up session check or an automatic login is running. */
export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-label={t('common.loading')}>
      <div className="brand-mark brand-mark--large" aria-hidden="true">
        4D
      </div>
      <Spinner />
    </div>
  );
}
