import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/layout/language-menu';
import type { Language } from '@/i18n/languages';
import type { User } from '@/lib/auth/user-schema';
import { LoginForm } from './login-form';

interface Props {
  /** "Lotto" or "GD" (the product variant, spec §1) */
  titleSuffix: string;
  /** the language menu's choice: the app's i18n or the login page's */
  onChooseLanguage: (language: Language) => void;
  onLoggedIn: (user: User) => void;
}

/**
 * The login screen: the same inside the app (app/routes/login.tsx, after a logout or when a
 * session ends) and as the page of its own that the server sends for /login
 * (app/login-page), which has no app config query, router or app i18n: what it needs comes in
 * as props.
 */
export function LoginScreen({ titleSuffix, onChooseLanguage, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const pageTitle = t('screens.login');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${titleSuffix}` : titleSuffix;
  }, [pageTitle, titleSuffix]);
  return (
    <div className="login-page">
      <div className="login-page__top">
        <LanguageMenu onChoose={onChooseLanguage} />
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
        <LoginForm onLoggedIn={onLoggedIn} />
      </div>
      <p className="login-page__footer">{t('home.disclaimer')}</p>
    </div>
  );
}
