import { PRERENDERED_PAGES, type PrerenderedPage } from '@lotto/contract/prerendered-pages';
import { APP_TYPES, titleSuffix, type AppType } from '@lotto/domain/app-type';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { LANGUAGES, type Language, type LanguageBundle } from '@/i18n/languages';
import { appConfigQuery, type AppConfig } from '@/lib/app-config/get-app-config';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { HomeRoute } from '../routes/home';

const ignore = () => undefined;

const bundles = import.meta.glob<LanguageBundle>('../../i18n/bundles/*.ts', { import: 'bundle' });

/** Every page in every language and product variant: what the build writes. */
export function prerenderTargets(): { variant: AppType; language: Language; page: PrerenderedPage }[] {
  const pages = Object.keys(PRERENDERED_PAGES) as PrerenderedPage[];
  return APP_TYPES.flatMap((variant) =>
    LANGUAGES.flatMap((language) => pages.map((page) => ({ variant, language, page }))),
  );
}

export interface PrerenderedMarkup {
  /** the screen's markup, before any data: what the app's first render shows too */
  html: string;
  /** the document's title, as the screen sets it */
  title: string;
}

/**
 * One screen as the app first draws it, before any data has arrived, in one language and product
 * variant: build-plugins/prerender.ts writes it into a copy of index.html at build time, and the
 * server sends that copy (docs/decisions/015-prerendered-first-screens.md). Only what needs no
 * data and no user is in it: the balance and the username are the placeholders the app shows
 * while they load, and the header's date is blank (the reader's day, not the build's).
 */
export async function prerenderPage(
  page: PrerenderedPage,
  language: Language,
  appType: AppType,
): Promise<PrerenderedMarkup> {
  const load = bundles[`../../i18n/bundles/${language}.ts`];
  if (!load) throw new Error(`no texts for ${language}`);
  const bundle = await load();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: bundle.translation } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const config: AppConfig = { appType, titleSuffix: titleSuffix(appType), timeZone: undefined };
  queryClient.setQueryData(appConfigQuery.queryKey, config);

  const path = PRERENDERED_PAGES[page].paths[0];
  const screen = {
    // the login page's screen (app/login-page): the server sends it for /login with login.html's script
    login: <LoginScreen titleSuffix={config.titleSuffix} onChooseLanguage={ignore} onLoggedIn={ignore} />,
    home: <HomeRoute />,
    // The frame and the title, and the spinner of a screen whose code is on its way: the form
    // itself is the app's alone (drawn from the HTML too, it was laid out twice; decision 015).
    betting: (
      <Page titleKey={PRERENDERED_PAGES.betting.titleKey}>
        <div className="screen-loading">
          <Spinner />
        </div>
      </Page>
    ),
  }[page];
  const routes: RouteObject[] = PRERENDERED_PAGES[page].session
    ? [{ element: <AppShell />, children: [{ path, element: screen }] }]
    : [{ path, element: screen }];
  // A data router, as the app's (screens may use its hooks, like betting's leave guard); no hydration data
  // script: the app renders anew on top of this markup, and the Content-Security-Policy allows no
  // inline script anyway.
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={bundle.antd}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const screenTitle = i18n.t(PRERENDERED_PAGES[page].titleKey);
  return { html, title: screenTitle ? `${screenTitle} | ${config.titleSuffix}` : config.titleSuffix };
}
