import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { QueryState } from '@/components/ui/query-state';
import { RequireRole } from '@/components/layout/require-role';
import { usePackages } from '../api/get-packages';
import { NewPackageForm } from '../components/new-package-form';
import '../admin-packages.css';

/** /admin/packages (the house): every package with its scale and users, and "New package". */
export function PackagesRoute() {
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.packages">
      <Page titleKey="admin.sections.packages">
        <PackageList />
        <NewPackageForm />
      </Page>
    </RequireRole>
  );
}

function PackageList() {
  const { t } = useTranslation();
  const query = usePackages();
  if (!query.data) {
    return (
      <QueryState query={query} skeleton={{ lines: 3 }}>
        {() => null}
      </QueryState>
    );
  }
  return (
    <ul className="admin-list" aria-label={t('admin.sections.packages')}>
      {query.data.map((item) => (
        <li key={item.id}>
          <Link
            to={`/admin/packages/edit?name=${encodeURIComponent(item.name)}`}
            className="card admin-list__item"
            data-testid="package-item"
          >
            <span className="admin-list__body">
              <span className="admin-list__title">{item.name}</span>
              <span className="admin-list__text">
                {t('adminPackages.scaleOf', { scale: item.scale.toFixed(4) })} ·{' '}
                {t('adminPackages.users', { count: item.users })}
              </span>
            </span>
            <RightOutline className="admin-list__chevron" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
