import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import '../betting-history.css';

/** Navigation state of /cancel-success (cross-screen contract). */
export interface CancelSuccessState {
  betIds: string[];
}

function betIdsFromState(state: unknown): string[] | null {
  if (typeof state !== 'object' || state === null || !('betIds' in state)) return null;
  const { betIds } = state as { betIds: unknown };
  if (!Array.isArray(betIds) || betIds.length === 0) return null;
  return betIds.map(String);
}

/** Cancel success (spec §2): the cancelled ids and the refund note. Without state: home. */
export function CancelSuccessRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const betIds = betIdsFromState(location.state);
  if (!betIds) return <Navigate to="/" replace />;

  return (
    <Page titleKey="screens.cancelSuccess" showTitle={false}>
      <section className="card bh-done" aria-labelledby="bh-done-title">
        <CheckCircleFill className="bh-done__icon" aria-hidden="true" />
        <h2 id="bh-done-title" className="bh-done__title">
          {t('bettingHistory.cancelSuccess.title')}
        </h2>
        <p className="bh-done__label">{t('bettingHistory.cancelSuccess.ids', { count: betIds.length })}</p>
        <ul className="bh-done__ids" data-testid="cancelled-ids">
          {betIds.map((id) => (
            <li key={id}>#{id}</li>
          ))}
        </ul>
        <p className="bh-done__note">{t('bettingHistory.cancelSuccess.refund')}</p>
        <div className="bh-done__actions">
          <Button
            color="primary"
            shape="rounded"
            block
            onClick={() => void navigate('/betting-history?tab=cancelled')}
          >
            {t('screens.bettingHistory')}
          </Button>
          <Button fill="outline" shape="rounded" block onClick={() => void navigate('/')}>
            {t('screens.home')}
          </Button>
        </div>
      </section>
    </Page>
  );
}
