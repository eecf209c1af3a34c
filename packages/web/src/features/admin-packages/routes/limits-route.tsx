import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { RequireRole } from '@/components/layout/require-role';
import { errorMessage } from '@/lib/error-message';
import { useLimits } from '../api/get-limits';
import { ExposurePanel } from '../components/exposure-panel';
import { LimitDefaults } from '../components/limit-defaults';
import { LimitOverrides } from '../components/limit-overrides';
import '../admin-packages.css';

/** /admin/limits (the house): the live exposure of an open draw first, then overrides and defaults. */
export function LimitsRoute() {
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.limits">
      <Page titleKey="admin.sections.limits">
        <ExposurePanel />
        <LimitTables />
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
      <LimitOverrides overrides={query.data.overrides} />
      <LimitDefaults defaults={query.data.defaults} />
    </>
  );
}
