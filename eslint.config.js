// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Web rooms with doors (docs/decisions/009-module-boundaries.md): a feature imports its own folder
// and the shared layers, never another feature; components/ and lib/ import no feature; only the
// app layer (and the test helpers that render it) imports app/. One zone per feature folder.
const WEB = './packages/web/src';
const webFeatures = readdirSync(new URL('./packages/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'a feature never imports another feature: move the shared piece to lib/ or components/, or compose in app/',
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/config`, `${WEB}/i18n`],
    from: `${WEB}/features`,
    message: 'shared layers never import features',
  },
  {
    target: [`${WEB}/features`, `${WEB}/components`, `${WEB}/lib`, `${WEB}/config`, `${WEB}/i18n`],
    from: `${WEB}/app`,
    message: 'only the app layer composes the app (tests use @/testing/render-app)',
  },
];

/** Layers between packages (docs/decisions/001-workspace-and-layers.md). */
const PACKAGE_ZONES = [
  { target: './packages/domain', from: './packages/server', message: 'domain is pure' },
  { target: './packages/domain', from: './packages/web', message: 'domain is pure' },
  { target: './packages/web', from: './packages/server', message: 'web never imports server' },
  { target: './packages/server', from: './packages/web', message: 'server never imports web' },
  { target: './packages/domain', from: './packages/contract', message: 'domain is pure' },
  {
    target: './packages/contract',
    from: './packages/server',
    message: 'the contract imports only zod and domain',
  },
  {
    target: './packages/contract',
    from: './packages/web',
    message: 'the contract imports only zod and domain',
  },
];

/**
 * Rooms with doors inside the server (docs/decisions/009-module-boundaries.md): a feature imports
 * its own folder and the shared layers, never another feature nor the composition layer; the shared
 * layers import no feature. One zone per feature folder, found on disk so a new feature gets its own.
 */
const SERVER = './packages/server/src';
const SERVER_FEATURES = readdirSync(new URL('packages/server/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_COMPOSITION = ['app.ts', 'cli', 'cli.ts', 'demo', 'main.ts', 'writer'].map(
  (p) => `${SERVER}/${p}`,
);
const SERVER_SHARED = ['lib', 'common', 'db', 'config', 'metrics', 'jobs', 'context.ts'].map(
  (p) => `${SERVER}/${p}`,
);
const SERVER_ZONES = [
  ...SERVER_FEATURES.map((feature) => ({
    target: `${SERVER}/features/${feature}`,
    from: `${SERVER}/features`,
    except: [`./${feature}`],
    message:
      'a feature imports only its own folder and the shared layers (lib, common, db, http, ...); ' +
      'what several features need lives in common/ or is passed in by src/app.ts',
  })),
  {
    target: `${SERVER}/features`,
    from: SERVER_COMPOSITION,
    message: 'features never import the composition layer (app.ts, main.ts, cli, demo, writer)',
  },
  {
    target: [...SERVER_SHARED, `${SERVER}/http`],
    from: [`${SERVER}/features`, ...SERVER_COMPOSITION],
    message: 'shared layers import no feature and no composition module',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // import-x/no-cycle reads each imported file: it must know that .ts files are modules and
      // how to parse them (without this it sees no import at all and finds no circle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves `./x.js` to `./x.ts` and `@lotto/domain/*` through the workspace, so the
      // layer rule below sees the real files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-default-export': 'off',
      // Layers (see docs/decisions/001-workspace-and-layers.md): web -> domain, server -> domain;
      // domain imports nothing of ours and does no I/O; web never imports server.
      'import-x/no-restricted-paths': ['error', { zones: [...PACKAGE_ZONES, ...webZones] }],
      // No import circles anywhere. no-cycle follows value imports only; `npm run lint:cycles`
      // (madge) counts type-only imports too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    // Tests may read the real draw fixtures (fixtures/results/) and use Node; the library itself may not.
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lotto/*'], message: 'domain imports nothing of ours' },
            {
              group: ['node:*', 'fs', 'path', 'os', 'http', 'https', 'net', 'child_process'],
              message: 'domain does no I/O',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain does no I/O' },
        { name: 'process', message: 'config comes in as arguments' },
        { name: 'localStorage', message: 'domain does no I/O' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'time comes in as an argument',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'time comes in as an argument',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'randomness comes in as an argument',
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lotto/*'], message: 'domain imports nothing of ours' }] },
      ],
    },
  },
  {
    // The wire contract (packages/contract): zod schemas over the domain's vocabulary, no I/O.
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/mini)?$|@lotto/domain/|\\./)',
              message: 'the contract imports only zod (or zod/mini), @lotto/domain and its own modules',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // no-cycle follows only the files it can parse: tell it that .ts/.tsx are modules
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lotto/server', '@lotto/server/*'], message: 'web never imports server' }] },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@lotto/web', '@lotto/web/*'], message: 'server never imports web' }] },
      ],
    },
  },
  {
    // One wire contract (docs/decisions/009-module-boundaries.md): a route parses its request with a
    // schema of packages/contract, which the web's calls and mocks are typed by too; a shape built
    // in the route would be a second copy the web cannot see.
    files: ['packages/server/src/features/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.object.name=/^(z|zod)$/][callee.property.name=/^(object|strictObject|looseObject)$/]',
          message:
            'a request shape belongs in packages/contract (src/<area>.ts, e.g. `export const fooBody = z.object(...)`); ' +
            'parse it here with parseInput(fooBody, request.body) and type the web call by z.input<typeof fooBody>',
        },
      ],
    },
  },
  {
    // Tests compose like the app layer (a whole app, users made through the users feature).
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...PACKAGE_ZONES, ...SERVER_ZONES] }],
    },
  },
);
