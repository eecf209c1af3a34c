import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { RequireRole } from '@/features/admin/components/require-role';
import { errorMessage } from '@/lib/error-message';
import { useLimits } from '../api/get-limits';
import { ExposurePanel } from '../components/exposure-panel';
import { LimitDefaults } from '../components/limit-defaults';
import { LimitOverrides } from '../components/limit-overrides';
import '../admin-packages.css';

/** /admin/limits (the house): default limits, overrides, and the live exposure of an open draw. */
export function LimitsRoute() {
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.limits">
      <Page titleKey="admin.sections.limits">
        <LimitTables />
        <ExposurePanel />
      </Page>
    </RequireRole>
  );
}

function LimitTables() {
  const { t } = useTranslation();
  const query = useLimits();
  if (query.isPending) {
    return (
      <section className="card" aria-busy="true">
        <Skeleton.Paragraph lineCount={4} animated />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="card">
        <ErrorBlock
          status="default"
          title={t('admin.sections.limits')}
          description={errorMessage(t, query.error)}
        />
      </section>
    );
  }
  return (
    <>
      <LimitDefaults defaults={query.data.defaults} />
      <LimitOverrides overrides={query.data.overrides} />
    </>
  );
}
