import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyHints, readFeatureRouteHints } from './build-plugins/early-hints.ts';
import { EARLY_SESSION_GLOBAL } from './src/lib/auth/early-session-global.ts';
import { loginPage } from './build-plugins/login-page.ts';
import { offlinePage } from './build-plugins/offline-page.ts';
import { sharedPageChunkGroup } from './build-plugins/page-chunks.ts';
import { precompress } from './build-plugins/precompress.ts';
import { prerender } from './build-plugins/prerender.ts';
import { screenChunkGroups } from './build-plugins/screen-chunks.ts';
import { shellPrecache } from './build-plugins/shell-precache.ts';
import { slimIcons } from './build-plugins/slim-icons.ts';

const API_PREFIXES = ['/Account', '/Tool', '/Order', '/Report', '/Admin', '/healthz'];
const apiTarget = process.env.LOTTO_API_URL ?? 'http://127.0.0.1:8080';
const THEME = '#b3122e';

const precache = shellPrecache();
/** /login's page of its own (login.html; docs/performance.md, issue 45) */
const LOGIN_ENTRY = /[\\/]src[\\/]app[\\/]login-page[\\/]main\.tsx$/;

export default defineConfig({
  plugins: [
    slimIcons(),
    react(),
    // /login is a page of its own (login.html): see build-plugins/login-page.ts
    loginPage(),
    offlinePage(),
    precache.plugin,
    // Installable PWA and its service worker (docs/decisions/010-code-splitting-and-caching.md).
    VitePWA({
      registerType: 'prompt',
      // src/app/pwa/service-worker.ts registers it after the first screen has rendered.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Lotto',
        short_name: 'Lotto',
        description: 'Lotto: 4D number draws',
        lang: 'en-GB',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME,
        background_color: '#f4f4f8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // index.html and the prerendered pages come from the network on every navigation; the help images only when opened.
        globIgnores: ['index.html', 'login.html', 'prerendered/**', 'help/**', 'icons/apple-touch-icon.png'],
        manifestTransforms: [precache.transform],
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Pages come from the network; without one, the offline page says so. Never a stale
            // copy of the app that would show an old balance or old results as current.
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
          {
            // Fingerprinted: a file name never changes content, so a cached copy is always right.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'lotto-assets',
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          // Anything else, the API above all, is not handled: it goes to the network, uncached.
        ],
      },
    }),
    earlyHints({
      languageKey: 'lotto.language', // STORAGE_KEYS.language
      defaultLanguage: 'en-GB',
      languageBundle: /[\\/]src[\\/]i18n[\\/]bundles[\\/]([\w-]+)\.ts$/,
      // every screen but home and /login comes with the screens' texts (src/i18n/i18n.ts)
      pathTexts: {
        path: '^/(?!(login|home/play-game)?/?$)',
        bundle: /[\\/]src[\\/]i18n[\\/]screen-texts[\\/]([\w-]+)\.ts$/,
      },
      sessionCheck: { url: '/Account/IsLoggedIn', global: EARLY_SESSION_GLOBAL },
      routes: [
        // every path but /login opens inside the logged-in frame (or sends a visitor to /login)
        {
          path: '^/(?!login/?$)',
          modules: [/[\\/]src[\\/]components[\\/]layout[\\/]app-shell\.tsx$/],
        },
        { path: '^/(home/play-game/?)?$', modules: [/[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/] },
        ...readFeatureRouteHints(new URL('./src/app/feature-routes.tsx', import.meta.url)),
      ],
    }),
    // The login page's own (login.html): the stored language's login texts and the session check
    // before its entry has run, and on its prerendered copy the entry only after the first paint.
    earlyHints({
      html: 'login.html',
      entry: LOGIN_ENTRY,
      languageKey: 'lotto.language', // STORAGE_KEYS.language
      defaultLanguage: 'en-GB',
      languageBundle: /[\\/]src[\\/]i18n[\\/]login-texts[\\/]([\w-]+)\.ts$/,
      sessionCheck: { url: '/Account/IsLoggedIn', global: EARLY_SESSION_GLOBAL },
      routes: [],
    }),
    // /login, home and the frame of /betting drawn into copies of their pages (docs/decisions/015-prerendered-first-screens.md):
    // the login screen into login.html, the others into index.html
    prerender({
      entry: '/src/app/prerender/prerender-page.tsx',
      templates: { login: 'login.html' },
      pageModules: {
        login: [LOGIN_ENTRY],
        home: [
          /[\\/]src[\\/]components[\\/]layout[\\/]app-shell\.tsx$/,
          /[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/,
        ],
        betting: [/[\\/]src[\\/]components[\\/]layout[\\/]app-shell\.tsx$/],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    conditions: ['source', ...defaultClientConditions],
    // One React for the app and every library (antd-mobile's react-spring once pulled a second).
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph, for e2e/js-budget.spec.ts (never served: a dot folder)
    manifest: true,
    // Every browser we support has <link rel=modulepreload>; the polyfill would be in the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages: the app, and /login's page of its own (React and i18next only, no router, query
      // cache, zod or antd-mobile; docs/performance.md, issue 45).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // The libraries every screen needs, in one chunk that stays cached across deploys of
          // the app's own code; without this they are scattered over a dozen shared chunks, each
          // a request before the first screen. Screens, languages and the back office stay
          // chunks of their own.
          groups: [
            // What the login page shares with the app (React, react-dom, i18next, the login screen
            // and the small modules it uses): one chunk both download.
            sharedPageChunkGroup({
              name: 'core',
              entry: LOGIN_ENTRY,
              own: /[\\/]src[\\/]app[\\/]login-page[\\/]/,
            }),
            {
              // the libraries only the app needs (core has taken React and i18next)
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store)[\\/]/,
            },
            {
              // The modules the entry shares with the language chunks and the screens (antd-mobile's
              // global styles and locales, zod/mini's core, the API client, the contract's zod/mini
              // account and tools modules: the app config and the session check), in one chunk: left to
              // itself the bundler cuts them into four, each a request before /login can render.
              // antd-mobile's config provider and the domain's money formatting too (with two pages the
              // bundler no longer leaves what the entry shares with lazy screens in the entry: they
              // became chunks of their own). antd-mobile's index is one: its only code left imports the global styles; its
              // re-exports (the components) are the screens', hence only the modules named here.
              name: 'base',
              includeDependenciesRecursively: false,
              test: /antd-mobile[\\/]es[\\/](components[\\/]config-provider[\\/]|locales[\\/](base|zh-CN|en-US)\.|utils[\\/](with-default-props|native-props|merge-locale|can-use-dom)\.|global[\\/]|index\.js$)|node_modules[\\/](tslib|classnames)[\\/]|zod[\\/]v4[\\/](mini[\\/]|core[\\/](util|core|errors|parse|regexes|checks|doc|versions|schemas|api)\.js$)|[\\/]src[\\/](lib[\\/](storage|create-store|busy|api-client|app-config[\\/]get-app-config)|i18n[\\/]feature-texts)\.ts$|[\\/]domain[\\/]src[\\/](error-codes|app-type|money)\.ts$|[\\/]contract[\\/]src[\\/](account|tools)\.ts$/,
            },
            // The logged-in frame with home (antd-mobile's popups and their animation libraries
            // included), then the betting screens: one chunk each instead of thirty small ones.
            ...screenChunkGroups([
              // The language menu's sheet, which the login page opens too: its chunk must need
              // nothing of the app's (the focus hook it shares with the app's sheets comes with it).
              {
                name: 'language-sheet',
                roots: [/[\\/]src[\\/]components[\\/]layout[\\/]language-sheet\.tsx$/],
              },
              {
                name: 'frame',
                roots: [
                  /[\\/]src[\\/]components[\\/]layout[\\/]app-shell\.tsx$/,
                  /[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/,
                ],
              },
              { name: 'betting', roots: [/[\\/]src[\\/]features[\\/]betting[\\/]routes\.tsx$/] },
            ]),
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
    ),
  },
});
