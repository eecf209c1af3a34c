import { useEffect, useState } from 'react';
import { returnPathFor } from '@/lib/auth/return-to';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { UpdatePrompt } from '../pwa/update-prompt';
import { changeLoginLanguage } from './login-i18n';
import { loadApp } from './load-app';

/** The product variant's name, until GET /Tool/GetAppConfig answers: the prerendered page's, or "Lotto". */
export function initialTitleSuffix(doc: Document = document): string {
  return doc.querySelector('#root .login-page__brand')?.textContent?.trim() || 'Lotto';
}

/**
 * The login page of its own (docs/performance.md, issue 45): the login screen, and after logging
 * in a page load of the app, on the screen the session ended on or home (return-to.ts).
 */
export function LoginPage({
  titleSuffix: initial,
  config,
}: {
  titleSuffix: string;
  config: Promise<string | null>;
}) {
  const [titleSuffix, setTitleSuffix] = useState(initial);
  useEffect(() => {
    let live = true;
    void config.then((suffix) => {
      if (live && suffix) setTitleSuffix(suffix);
    });
    return () => {
      live = false;
    };
  }, [config]);
  return (
    <>
      <LoginScreen
        titleSuffix={titleSuffix}
        onChooseLanguage={(language) => void changeLoginLanguage(language)}
        onLoggedIn={(user) => loadApp(returnPathFor(user.username))}
      />
      {/* the service worker registers here too: a new build's is announced as in the app */}
      <UpdatePrompt />
    </>
  );
}
