import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePage } from './build-plugins/offline-page.ts';
import { precompress } from './build-plugins/precompress.ts';
import { screenChunkGroups } from './build-plugins/screen-chunks.ts';
import { shellPrecache } from './build-plugins/shell-precache.ts';

const API_PREFIXES = ['/Account', '/Tool', '/Order', '/Report', '/Admin', '/healthz'];
const apiTarget = process.env.LOTTO_API_URL ?? 'http://127.0.0.1:8080';
const THEME = '#b3122e';

const precache = shellPrecache();

export default defineConfig({
  plugins: [
    react(),
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
        // index.html comes from the network on every navigation; the help images only when opened.
        globIgnores: ['index.html', 'help/**', 'icons/apple-touch-icon.png'],
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
      output: {
        codeSplitting: {
          // The libraries every screen needs, in one chunk that stays cached across deploys of
          // the app's own code; without this they are scattered over a dozen shared chunks, each
          // a request before the first screen. Screens, languages and the back office stay
          // chunks of their own.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|use-sync-external-store)[\\/]/,
            },
            {
              // small modules the entry shares with the language chunks and most screens
              name: 'base',
              test: /antd-mobile[\\/]es[\\/](locales[\\/](base|zh-CN|en-US)\.|utils[\\/](with-default-props|native-props|merge-locale)\.)|node_modules[\\/](tslib|classnames)[\\/]|[\\/]src[\\/](lib[\\/]storage|i18n[\\/]feature-texts)\.ts$/,
            },
            // The logged-in frame with home (antd-mobile's popups and their animation libraries
            // included), then the betting screens: one chunk each instead of thirty small ones.
            ...screenChunkGroups([
              {
                name: 'frame',
                roots: [
                  /[\\/]src[\\/]components[\\/]layout[\\/]app-shell\.tsx$/,
                  /[\\/]src[\\/]lib[\\/]antd-react19\.ts$/,
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
