import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/layout/language-menu';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useDocumentTitle } from '@/lib/app-config/use-document-title';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  const { t } = useTranslation();
  const { titleSuffix } = useAppConfig();
  useDocumentTitle(t('screens.login'));
  return (
    <div className="login-page">
      <div className="login-page__top">
        <LanguageMenu />
      </div>
      <div className="login-page__hero">
        <div className="brand-mark brand-mark--large" aria-hidden="true">
          4D
        </div>
        <h1 className="login-page__brand">{titleSuffix}</h1>
        <p className="login-page__tagline">{t('auth.tagline')}</p>
      </div>
      <div className="login-page__card">
        <h2 className="login-page__title">{t('auth.loginTitle')}</h2>
        <LoginForm />
      </div>
      <p className="login-page__footer">{t('home.disclaimer')}</p>
    </div>
  );
}
