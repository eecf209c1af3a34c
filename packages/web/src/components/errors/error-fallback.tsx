import { useTranslation } from 'react-i18next';

/** Render failure screen (spec §2, §8): the message and the browser's user agent for support. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div className="error-fallback" role="alert">
      <div className="error-fallback__card">
        <div className="error-fallback__badge" aria-hidden="true">
          !
        </div>
        <h1 className="error-fallback__title">{t('errors.renderFailed')}</h1>
        <p className="error-fallback__agent">{navigator.userAgent}</p>
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => window.location.assign('/')}
        >
          {t('errors.reload')}
        </button>
      </div>
    </div>
  );
}
