import { useTranslation } from 'react-i18next';
import { formatWirePoints } from '@/lib/format-points';
import type { AgentDesk } from '../api/get-agent-desk';

/** Credit given to the downline (less what was taken back) and the agent's own credit left. */
export function CreditCard({ credit }: { credit: AgentDesk['credit'] }) {
  const { t } = useTranslation();
  return (
    <section className="card desk-credit" aria-label={t('agentDesk.credit.title')}>
      <div>
        <span className="desk-credit__label">{t('agentDesk.credit.given')}</span>
        <strong className="desk-credit__figure" data-testid="desk-credit-given">
          {formatWirePoints(credit.given)}
        </strong>
      </div>
      <div>
        <span className="desk-credit__label">{t('agentDesk.credit.left')}</span>
        <strong className="desk-credit__figure" data-testid="desk-credit-left">
          {formatWirePoints(credit.left)}
        </strong>
      </div>
    </section>
  );
}
