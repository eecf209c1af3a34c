import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { QueryState } from '@/components/ui/query-state';
import { RequireRole } from '@/components/layout/require-role';
import { usePackage } from '../api/get-package';
import { adminErrorText } from '../components/admin-error-text';
import { PackageRatesEditor } from '../components/package-rates-editor';
import '../admin-packages.css';

/** /admin/packages/edit?name= (the house): one package's rates, editable per game length. */
export function PackageEditRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const name = params.get('name') ?? '';
  const query = usePackage(name);
  return (
    <RequireRole roles={['admin']} titleKey="adminPackages.editTitle">
      <Page titleKey="adminPackages.editTitle">
        <Link to="/admin/packages" className="admin-back">
          {t('adminPackages.back')}
        </Link>
        {name === '' ? (
          <section className="card">
            <ErrorBlock
              status="empty"
              title={t('adminPackages.editTitle')}
              description={t('adminPackages.noName')}
            />
          </section>
        ) : (
          <QueryState query={query} skeleton={{ lines: 6 }} errorText={(error) => adminErrorText(t, error)}>
            {(pkg) => (
              <>
                <section className="card admin-package-head" data-testid="package-head">
                  <h2 className="section-title section-title--flush">{pkg.name}</h2>
                  <span className="pill">{t('adminPackages.scaleOf', { scale: pkg.scale.toFixed(4) })}</span>
                  <span className="pill">{t('adminPackages.users', { count: pkg.users })}</span>
                </section>
                <PackageRatesEditor key={pkg.name} pkg={pkg} />
              </>
            )}
          </QueryState>
        )}
      </Page>
    </RequireRole>
  );
}
