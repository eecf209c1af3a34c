// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './packages/server', message: 'domain is pure' },
            { target: './packages/domain', from: './packages/web', message: 'domain is pure' },
            { target: './packages/web', from: './packages/server', message: 'web never imports server' },
            { target: './packages/server', from: './packages/web', message: 'server never imports web' },
          ],
        },
      ],
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
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
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
);
