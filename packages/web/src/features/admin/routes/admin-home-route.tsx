import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { useAuth } from '@/lib/auth/auth-store';
import { sectionsFor } from '../admin-sections';
import { RequireRole } from '@/components/layout/require-role';
import '../admin.css';

/** /admin: the back-office sections the caller's role may open. */
export function AdminHomeRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <RequireRole roles={['admin', 'agent']} titleKey="admin.title">
      <Page titleKey="admin.title">
        <p className="admin-intro">{t(user?.role === 'admin' ? 'admin.introHouse' : 'admin.introAgent')}</p>
        <ul className="admin-sections">
          {sectionsFor(user?.role).map(({ path, titleKey, textKey, icon: Icon }) => (
            <li key={path}>
              <Link to={path} className="card admin-section">
                <Icon className="admin-section__icon" />
                <span className="admin-section__body">
                  <span className="admin-section__title">{t(titleKey)}</span>
                  <span className="admin-section__text">{t(textKey)}</span>
                </span>
                <RightOutline className="admin-section__chevron" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Page>
    </RequireRole>
  );
}
