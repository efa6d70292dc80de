import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/*
 * The layers, from the bottom up (README, "How it fits together"):
 *   shared/                 pure code both sides use: imports nothing of app/, api/ or sw/
 *   api/                    the server: imports nothing of app/
 *   app/data/               the device's data, plain functions and observables: no React, no UI
 *   app/lib/                the libraries' set-up the layers above share (the query client): no UI
 *   app/hooks/, app/components/   React over the data, and shared UI: no feature
 *   app/features/<name>/    one folder per product area: another feature only through its index.ts
 *   app/shell/              header, footer, root layout: places the features, through their index.ts
 *   app/ root               only the entries and the app shell's composition (APP_ROOT_FILES below)
 * Routing is React Router's (react-router-dom, decision 023); small shared state is zustand's, its
 * vanilla stores in app/data/ and its React hook above. A breach fails `npm run lint`.
 */
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PUBLIC_ENTRY = (feature) => `**/app/features/${feature}/index.{ts,tsx}`;

/**
 * Modules the shell loads with import() when first needed: importing the feature's index.ts there
 * would fetch the whole feature for them (the timers shown on other pages are 6 KB of recipe-tools' 51).
 */
const SHELL_LAZY_ENTRIES = [
  '**/app/features/recipe-tools/timers-elsewhere.tsx',
  '**/app/features/shopping-list/shopping-list-dock-link.tsx',
  '**/app/features/offline/connectivity-status.tsx',
];

/**
 * The only modules at app/'s root: the entries (browser, server render, the deferred start) and the
 * composition of the app shell (routes, lazy pages, the query layout). Anything else a feature
 * imports lives in a zone: app/data/ if it is React-free, app/lib/ otherwise.
 */
const APP_ROOT_FILES = [
  'app.tsx',
  'boot.tsx',
  'entry-server.tsx',
  'lazy-page.tsx',
  'libraries.ts',
  'main.tsx',
  'query-layout.tsx',
  'routes.tsx',
  'start.ts',
];

const layerZones = [
  {
    target: './shared',
    from: ['./app', './api', './sw'],
    message: 'shared/ is pure code both sides use: it imports nothing of app/, api/ or sw/.',
  },
  { target: './api', from: './app', message: 'The server imports nothing of the front end.' },
  {
    target: './app/data',
    from: ['./app/features', './app/components', './app/hooks', './app/shell'],
    message: 'app/data/ is the data layer under the UI: React hooks over it live in app/hooks/.',
  },
  {
    target: './app/lib',
    from: ['./app/features', './app/components', './app/hooks', './app/shell'],
    message: 'app/lib/ sets up the libraries every layer above shares: it imports no UI.',
  },
  {
    target: ['./app/components', './app/hooks'],
    from: ['./app/features', './app/shell'],
    message: 'Shared UI and hooks serve every feature, so they import none.',
  },
  {
    target: './app/features',
    from: './app/shell',
    message: 'The shell places the features; a feature does not reach up into it.',
  },
  // A feature reaches another only through its index.ts.
  ...features.map((feature) => ({
    target: `./app/features/!(${feature})/**/*`,
    from: `./app/features/${feature}/**/*`,
    except: [PUBLIC_ENTRY(feature)],
    message: `Import what ${feature} offers from app/features/${feature}/index.ts.`,
  })),
  // So does the shell, but for the parts it loads on demand (split points, as app/routes.tsx's pages).
  {
    target: './app/shell/**/*',
    from: './app/features/**/*',
    except: [PUBLIC_ENTRY('*'), ...SHELL_LAZY_ENTRIES],
    message: 'The shell places a feature through its index.ts (or a lazy entry listed in eslint.config.js).',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'screens', 'bench', 'test-results', 'playwright-report', 'coverage'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'api/**/*.ts', 'shared/**/*.ts', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Tests of shared/ may read the demo catalog (api/seed/) as fixtures: every demo recipe at every
    // size is the kitchen's test set. Nothing else of api/, app/ or sw/.
    files: ['shared/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './shared', from: ['./app', './sw'], message: layerZones[0].message },
            {
              target: './shared',
              from: './api',
              except: ['./seed'],
              message: 'A shared/ test reads only the demo catalog (api/seed/) of the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // A cycle makes the load order decide what a module sees; the front end and shared/ keep none.
    files: ['app/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['app/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // zustand/vanilla is zustand without React: the data layer's stores.
              regex:
                '^(react|react-dom|react-router|react-router-dom|dexie-react-hooks|@tanstack/react-.*)(/.*)?$|^zustand(/(?!vanilla$).*)?$',
              message: 'app/data/ has no React: a hook over the data goes in app/hooks/ (stores: zustand/vanilla).',
            },
          ],
        },
      ],
    },
  },
  {
    // A new module at app/'s root sits in no zone: it goes in app/data/, app/lib/ or a feature.
    files: ['app/*.{ts,tsx}'],
    ignores: APP_ROOT_FILES.flatMap((file) => [`app/${file}`, `app/${file.replace(/\.tsx?$/, '.test$&')}`]),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            "app/'s root holds only the entries and the shell's composition (APP_ROOT_FILES in eslint.config.js): " +
            'move this module to app/data/ (React-free), app/lib/ or a feature.',
        },
      ],
    },
  },
  {
    // Admin screens render and call the hooks of app/features/admin/api/, which own the requests,
    // the token, the toasts and the cache updates (docs/architecture.md#data-flow): no screen asks itself.
    files: ['app/features/admin/**/*.tsx'],
    ignores: ['app/features/admin/**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'An admin screen calls a hook of app/features/admin/api/, never fetch.' },
        { name: 'XMLHttpRequest', message: 'An admin screen calls a hook of app/features/admin/api/.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/data/api$',
              importNames: ['apiRequest', 'apiFetch'],
              message: 'An admin screen calls a hook of app/features/admin/api/, not the request helper.',
            },
            {
              regex: '/admin-api$',
              importNames: ['adminRequest', 'adminPage', 'fetchRecipe'],
              message: 'An admin screen calls a hook of app/features/admin/api/, not the admin request.',
            },
            {
              regex: '/image-upload$',
              importNames: ['uploadImage'],
              message: 'An admin screen uploads through use-image-upload.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's code ships without the test tools (tests and api/test/ use them).
    files: ['api/**/*.ts'],
    ignores: ['api/**/*.test.ts', 'api/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'supertest', message: 'supertest is for tests (api/test/, *.test.ts).' }] },
      ],
    },
  },
);
