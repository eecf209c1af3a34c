import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { RequireRole } from '@/components/layout/require-role';
import { useAuth } from '@/lib/auth/auth-store';
import { useDownline } from '../api/get-downline';
import { useTransfers } from '../api/get-transfers';
import { CreditForm } from '../components/credit-form';
import { TransferList } from '../components/transfer-list';
import '../admin-users.css';

function CreditScreen() {
  const { t } = useTranslation();
  const me = useAuth().user?.username;
  const tree = useDownline();
  const transfers = useTransfers();
  const usernames = (tree.data ?? []).map((row) => row.username).filter((name) => name !== me);
  return (
    <Page titleKey="admin.sections.credit">
      <section className="card au-card">
        <h2 className="au-panel__title">{t('adminUsers.credit.formTitle')}</h2>
        <CreditForm usernames={usernames} />
      </section>
      <h2 className="au-heading">{t('adminUsers.credit.recent')}</h2>
      <QueryState
        query={transfers}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState data-testid="transfers-empty">{t('adminUsers.credit.none')}</EmptyState>}
      >
        {(rows) => <TransferList rows={rows} />}
      </QueryState>
    </Page>
  );
}

/** /admin/credit (house and agents): give or take credit in the downline; recent transfers. */
export function CreditRoute() {
  return (
    <RequireRole roles={['admin', 'agent']} titleKey="admin.sections.credit">
      <CreditScreen />
    </RequireRole>
  );
}
