import { readdirSync } from 'node:fs';
import css from '@eslint/css';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { configs as tsConfigs } from 'typescript-eslint';
import { local } from './eslint-rules/index.js';

// A hand-written file, style sheets included, stays short enough to read in one sitting. Every
// line counts, blank lines and comments too: what a reader scrolls through is the measure.
const maxLines = 250;

// Imports point one way: app -> features -> shared -> generated.
// Features never import each other; they meet through shared state.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  {
    target: './src/shared',
    from: ['./src/features', './src/app'],
    message: 'shared/ must not depend on features/ or app/.',
  },
  { target: './src/features', from: './src/app', message: 'features/ must not depend on app/.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other; share through src/shared.',
  })),
  {
    target: './src',
    from: './mocks',
    except: [],
    message: 'Only src/main.tsx may load mocks/, lazily, in mock mode.',
  },
  {
    target: './generated',
    from: ['./src/app', './src/features', './mocks'],
    message: 'generated/ depends only on the HTTP mutator.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist.sourcemaps',
      'dist-mock.sourcemaps',
      'generated',
      'node_modules',
      'test-results',
      'playwright-report',
    ],
  },
  {
    // Style sheets are linted by the CSS language below, with none of the JavaScript rules.
    files: ['**/*.{js,ts,tsx}'],
    extends: [
      js.configs.recommended,
      tsConfigs.strict,
      importX.flatConfigs.recommended,
      importX.flatConfigs.typescript,
    ],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.app.json', './tsconfig.node.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // A dynamic import() runs after both modules have loaded, so a cycle through one is safe
      // (the session's logout call: api-fetch -> session-machine -> import() of the auth calls).
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
      // Libraries, then the contract and the mocks, then the app, then relative files.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [
            { pattern: '@generated/**', group: 'internal', position: 'before' },
            { pattern: '@mocks/**', group: 'internal', position: 'before' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-default-export': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-hot-toast', message: 'Use src/shared/toast.' },
            { name: '@microsoft/signalr', message: 'Use the realtime wrapper in src/shared.' },
            // Its styled parts write a runtime <style> through innerHTML, which the security
            // policy refuses (no inline style, Trusted Types): the toasts use the headless entry.
            { name: 'goober', message: 'Style with a CSS module.' },
          ],
          patterns: [
            {
              group: ['react-hot-toast/headless'],
              message: 'Use src/shared/toast.',
            },
          ],
        },
      ],
    },
  },
  {
    // File and folder names are kebab-case.
    files: ['{src,mocks,tests,e2e,scripts,codegen,build}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['{src,mocks}/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label may wrap its control and hold its text a few elements deep.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
      // A region that scrolls sideways is reached by Tab so the keyboard can scroll it (axe's
      // scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'fetch is called only in src/shared/http/api-fetch.ts; use the generated hooks.',
        },
      ],
    },
  },
  {
    // Infrastructure wrappers may use what they wrap.
    files: ['src/shared/http/api-fetch.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The toast module is the one place that uses the library, by its headless entry only.
    files: ['src/shared/toast/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              message: 'Use the headless entry (react-hot-toast/headless).',
            },
            { name: 'goober', message: 'Style with a CSS module.' },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,ts,tsx}'], rules: { 'max-lines': ['error', maxLines] } },
  {
    files: ['**/*.css'],
    plugins: { css, local },
    language: 'css/css',
    // CSS modules' :global() and composes are not standard CSS.
    languageOptions: { tolerant: true },
    rules: { 'local/css-max-lines': ['error', maxLines] },
  },
  {
    files: ['{src,mocks}/**/*.tsx'],
    plugins: { local },
    rules: { 'local/props-type-name': 'error' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // A skipped test is a test that cannot fail.
      'vitest/no-disabled-tests': 'error',
      // Shared checks are named expectSomething(); Vitest's expect(value, message) is valid.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Table-driven tests branch on the case they check (a public or a guarded operation); a
      // test that asserts nothing at all is what expect-expect reports.
      'vitest/no-conditional-expect': 'off',
      // A server's clean shutdown is checked where it happens.
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['afterAll'] }],
    },
  },
  {
    // Tests that render the app meet it as a user does: by role and name, through screen.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/{server,server-pg,build,conformance,contract,domain,generated}/**'],
    plugins: { 'testing-library': testingLibrary, 'jest-dom': jestDom },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      ...jestDom.configs['flat/recommended'].rules,
    },
  },
  {
    // Vitest runs without globals, so Testing Library cannot register its own cleanup.
    files: ['tests/dom-setup.ts'],
    rules: { 'testing-library/no-manual-cleanup': 'off' },
  },
  {
    files: ['src/main.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Tool configs and Playwright reporters must export default.
    files: ['*.config.ts', '*.config.js', 'eslint.config.js', 'e2e/support/*-reporter.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
