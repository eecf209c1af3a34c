import { useTranslation } from 'react-i18next';
import { useIsBusy } from '@/lib/busy';
import { Spinner } from './spinner';

/** Covers the page while any counted request is in flight (spec §4). */
export function BusyOverlay() {
  const busy = useIsBusy();
  const { t } = useTranslation();
  if (!busy) return null;
  return (
    <div className="busy-overlay" role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
      <div className="busy-overlay__box">
        <Spinner size={36} />
      </div>
    </div>
  );
}
