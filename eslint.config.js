// Lint rules, including the layering of DESIGN.md: web features never reach into each other's
// internals, server modules never import another module's repository, platform code never
// imports modules, and there are no import cycles.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

const dirs = (path) =>
  fs.existsSync(path)
    ? fs
        .readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const features = dirs('apps/web/src/features');
const featureZones = features.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
  message: 'A feature imports another feature only through its index.ts.',
}));
// The shell uses a feature through its index.ts, and composes its manifest (feature.ts or .tsx, see
// app/features.ts); never through its other files.
const appZone = {
  target: './apps/web/src/app',
  from: './apps/web/src/features',
  except: features.flatMap((f) => [`./${f}/index.ts`, `./${f}/feature.ts`, `./${f}/feature.tsx`]),
  message: 'The app imports a feature only through its index.ts or its manifest (feature.ts or .tsx).',
};

const modules = dirs('apps/server/src/modules');
const repositoryZones = modules.flatMap((module) =>
  modules
    .filter((other) => other !== module)
    .flatMap((other) =>
      fs
        .readdirSync(`apps/server/src/modules/${other}`)
        .filter((file) => file.endsWith('.repository.ts'))
        .map((file) => ({
          target: `./apps/server/src/modules/${module}`,
          from: `./apps/server/src/modules/${other}/${file}`,
          message: "A module calls another module's service, never its repository.",
        })),
    ),
);

// DESIGN.md §5: request and response shapes are declared once, in packages/contract. The web's
// API calls and the server's routes only name them (z.null(), z.boolean() and z.array() of a
// contract schema are not shapes of their own).
const FROM_CONTRACT = 'Request and response shapes come from @app/contract.';
const webApiFiles = [
  'apps/web/src/features/**/api.ts',
  'apps/web/src/features/**/*-api.ts',
  'apps/web/src/shared/api/*-api.ts',
];
const contractShapesOnWeb = [
  { selector: 'TSInterfaceDeclaration', message: FROM_CONTRACT },
  { selector: 'TSTypeLiteral', message: FROM_CONTRACT },
];
const contractShapesOnServer = [
  { selector: "MemberExpression[object.name='z'][property.name!=/^(null|boolean|array)$/]", message: FROM_CONTRACT },
  {
    selector: 'CallExpression[callee.property.name=/^(extend|safeExtend|merge|pick|omit|partial|required)$/]',
    message: FROM_CONTRACT,
  },
];

// antd's static dialogs and toasts (Modal.confirm, message.success, notification.open…) render
// outside the app's ConfigProvider: they ignore the theme colour and dark mode. Screens use the
// app-bound ones from `useFeedback()` (shared/ui/feedback.tsx: antd's App, loaded on first use).
const APP_BOUND = 'Use the app-bound dialogs and toasts: `const { modal, message, notification } = useFeedback()`.';
const staticAntdDialogs = [
  {
    selector:
      "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning|warn|destroyAll)$/]",
    message: APP_BOUND,
  },
];
const restrictedWebImports = {
  paths: [
    { name: 'antd', importNames: ['message', 'notification', 'App'], message: APP_BOUND },
    // React Router's <Link> costs six hooks a link on every server render; the site's links are paths
    // from the root, which shared/ui/link.tsx follows the same way.
    { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Use shared/ui/link.tsx.' },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React's rules only where React is: the web app.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            appZone,
            ...repositoryZones,
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/modules',
              message: 'Platform code does not depend on modules.',
            },
            {
              target: './apps/web/src/shared',
              from: './apps/web/src/features',
              message: 'Shared web code does not depend on features.',
            },
            { target: './packages/contract', from: './apps', message: 'The contract depends on nothing of the apps.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...staticAntdDialogs],
      'no-restricted-imports': ['error', restrictedWebImports],
    },
  },
  // The one place antd's message and notification hooks are taken: loaded on a screen's first call.
  { files: ['apps/web/src/shared/ui/feedback-host.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // (A later entry replaces the whole rule for its files, so the API files repeat the web's selectors.)
  {
    files: webApiFiles,
    rules: { 'no-restricted-syntax': ['error', ...contractShapesOnWeb, ...staticAntdDialogs] },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...contractShapesOnServer] },
  },
  // No regular expression that input can make slow: text from users (articles, comments, search
  // queries) goes through many of them, and one super-linear pattern freezes the whole server.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
);
