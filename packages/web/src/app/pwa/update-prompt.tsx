import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from './service-worker';

/** "A new version is available — Reload": shown while a new build's service worker waits. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const update = useWaitingUpdate();
  if (!update) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span className="update-prompt__text">{t('pwa.updateAvailable')}</span>
      <button type="button" className="update-prompt__reload" onClick={() => void update.apply()}>
        {t('pwa.updateReload')}
      </button>
    </div>
  );
}
