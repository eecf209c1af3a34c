import { changeLanguage } from '@/i18n/i18n';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { setLoggedIn } from '@/lib/auth/auth-store';
import { LoginScreen } from '@/features/auth/components/login-screen';

/**
 * /login inside the app: after a logout, or when a session ends, the app shows the login screen
 * without loading a page. Logging in sets the auth state and the route guard (PublicOnly) leads on.
 * A page load of /login gets the login page of its own instead (app/login-page).
 */
export function LoginRoute() {
  const { titleSuffix } = useAppConfig();
  return (
    <LoginScreen
      titleSuffix={titleSuffix}
      onChooseLanguage={(language) => void changeLanguage(language)}
      onLoggedIn={setLoggedIn}
    />
  );
}
