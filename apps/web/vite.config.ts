import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_COLOUR_THEME } from '@app/contract';
import { pwaIcons } from './pwa-icons.ts';
import { antdTrims } from './antd-trims.ts';
import { iconMasks } from './icon-masks.ts';
import { paintFirst } from './paint-first.ts';
import { precompress } from './precompress.ts';
import { styleSheet } from './style-sheet.ts';
import { chunksOf, importedChunks, markPageImports, PAGE_SCRIPTS_FILE, pageScripts } from './page-scripts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The modules of the web app and of the contract that do something when they are loaded, beyond
 * defining what they export. Every other module of theirs is declared free of side effects
 * (`moduleSideEffects` below): the bundle then holds a module only where something it exports is
 * used, so a feature's index.ts costs a page only what the page takes from it, and a contract
 * module only where one of its values is read. bundle-split.test.ts fails when a module with a
 * top-level statement is missing here.
 */
const MODULES_WITH_SIDE_EFFECTS = [
  'apps/web/src/app/boot.ts',
  'apps/web/src/app/entry-client.tsx',
  // dayjs in Chinese, for antd's DatePicker (the article editor).
  'apps/web/src/shared/lib/dayjs-chinese.ts',
  // Chart.js: the parts of the chart it draws.
  'apps/web/src/features/admin-dashboard/components/views-chart.tsx',
  // zod: Chinese messages and no `new Function` in the browser, set before any schema is made
  // (every schema module of the contract imports zod from it).
  'packages/contract/src/zod-locale.ts',
];
const moduleSideEffects = [
  {
    test: new RegExp(`^(?:${MODULES_WITH_SIDE_EFFECTS.map((f) => escapeRegExp(path.join(root, f))).join('|')})$`),
    sideEffects: true,
  },
  { test: new RegExp(`^${escapeRegExp(root)}/(?:apps/web/src|packages/contract/src)/.+\\.tsx?$`), sideEffects: false },
];

/**
 * The code of the back office: the admin area (its layout and features, except the manifests every
 * page carries), the Markdown editor, the snapshot screens and the dashboard's chart. No public page
 * may load a file holding any of it (e2e/bundle-budget.spec.ts).
 */
const BACK_OFFICE_CODE =
  /\/(?:apps\/web\/src\/(?:app\/layouts\/admin-|features\/admin-[^/]+\/(?!feature\.ts$)|shared\/ui\/markdown-editor|shared\/snapshots\/)|node_modules\/(?:bytemd|@bytemd|chart\.js)\/)/;

const WEB_ROOT = import.meta.dirname;
/** Where the client build leaves its bundle parts for the tests (beside dist/client, so never served). */
const BUNDLE_PARTS_FILE = path.join(WEB_ROOT, 'dist/bundle-parts.json');

/**
 * The parts of the client bundle, worked out from its chunks: the shell (the entry and every file it
 * imports, which each page loads before anything else: the service worker precaches it, with antd's
 * message holders, since being told the network is gone happens offline), the files
 * holding back-office code (dist/bundle-parts.json, read by e2e/bundle-budget.spec.ts), and the
 * files of each page beyond the shell (dist/page-scripts.json, which the server links: page-scripts.ts).
 */
function bundleParts(): Plugin & { shell: Set<string>; precached: Set<string> } {
  const shell = new Set<string>();
  const precached = new Set<string>();
  let backOffice: string[] = [];
  let pages: Record<string, string[]> = {};
  return {
    name: 'bundle-parts',
    apply: 'build',
    shell,
    precached,
    generateBundle(_options, bundle) {
      shell.clear();
      precached.clear();
      const chunks = chunksOf(bundle);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      for (const name of importedChunks(chunks, entries)) {
        shell.add(name);
        for (const css of chunks.get(name)?.viteMetadata?.importedCss ?? []) shell.add(css);
      }
      backOffice = [...chunks.values()]
        .filter((chunk) => chunk.moduleIds.some((id) => BACK_OFFICE_CODE.test(id)))
        .map((chunk) => chunk.fileName);
      pages = pageScripts(WEB_ROOT, chunks, shell);
      const feedback = [...chunks.values()]
        .filter((chunk) => chunk.facadeModuleId?.endsWith('/src/shared/ui/feedback-host.tsx'))
        .map((chunk) => chunk.fileName);
      for (const name of [...shell, ...importedChunks(chunks, feedback)]) precached.add(name);
    },
    async writeBundle() {
      await fs.writeFile(
        BUNDLE_PARTS_FILE,
        JSON.stringify({ shell: [...shell].sort(), backOffice: backOffice.sort() }),
      );
      await fs.writeFile(path.join(WEB_ROOT, 'dist', PAGE_SCRIPTS_FILE), JSON.stringify(pages));
    },
  };
}

/** A module of these packages (or folders of a package, `antd/es/button`). */
const inPackages = (names: string[]) => new RegExp(`/node_modules/(?:${names.map(escapeRegExp).join('|')})/`);

/**
 * zod in a file of its own, loaded by the pages that validate something (a form) and with it where
 * that page is left: a page that only reads the contract's constants and types loads none of it.
 */
const ZOD = inPackages(['zod']);

/**
 * The contract's modules that make no schema (its values/ and the helpers beside them), in one
 * file: the shell and every public page read some of them, and apart they were a dozen small
 * files of a few hundred bytes each.
 */
const CONTRACT_FOLDER = path.join(root, 'packages/contract/src') + path.sep;
const IMPORTS_ZOD = /from '(?:zod|(?:\.\.?\/)+zod-locale\.ts)'/;
const contractValues = (id: string) => id.startsWith(CONTRACT_FOLDER) && !IMPORTS_ZOD.test(readFileSync(id, 'utf8'));

/**
 * The libraries and the antd components that the shell of every public page uses (its layouts, top
 * bar, footer, error pages; the bundler adds what they import), in one file changed only
 * when they are updated. Left to itself the bundler cuts them into some 80 files by which pages share each module,
 * and brotli, compressing each file apart, makes a first visit download about a tenth more (and ask
 * 80 times). The group takes only what the entry loads through static imports (`$initial`): a
 * module of these packages that only a page's code imports (antd's form context, which brings
 * @rc-component/form, through a helper of antd/es/_util) stays with that page. A component only
 * the back office uses must not be listed here; nor antd's message, notification and modal, which
 * load with a screen's first message (shared/ui/feedback.tsx).
 */
const SHELL_LIBRARIES = inPackages([
  ...['react', 'react-dom', 'scheduler', 'react-router', '@tanstack/query-core', '@tanstack/react-query'],
  ...['zustand', 'dayjs', 'stylis', '@emotion/hash', '@emotion/unitless'],
  ...['@ant-design/cssinjs', '@ant-design/cssinjs-utils', '@ant-design/fast-color', '@ant-design/colors'],
  ...[
    ...['_util', 'app', 'button', 'config-provider', 'empty', 'flex', 'grid', 'layout', 'locale'],
    ...['skeleton', 'space', 'spin', 'style', 'theme'],
  ].map((component) => `antd/es/${component}`),
  ...['motion', 'util'].map((component) => `@rc-component/${component}`),
]);

/**
 * /sw.js (Workbox): precaches the shell every page loads first and antd's message holders
 * (bundleParts), the fonts and the icons;
 * the other hashed files (a page's own code, the back office) are kept once a page used them, for
 * when the network fails. It keeps a network-first copy of the public pages a reader visited, used
 * only when the network fails (offline). The manifest is the server's (/manifest.webmanifest: the
 * site's current name and colours).
 */
const serviceWorker = (precached: ReadonlySet<string>) =>
  VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // The page asks before a new version takes over (the update banner, app/pwa/).
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      // The icons include the pages' fixed icons drawn as masks (icon-masks.ts: a few kB in all).
      globPatterns: ['assets/**/*.{js,css,woff2}', 'assets/icon-*.svg', 'icons/*.png', 'favicon.svg'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !/\.(?:js|css)$/.test(entry.url) || precached.has(entry.url)),
          warnings: [],
        }),
      ],
      navigateFallback: null,
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Hashed files never change: the copy a page used serves it again, online or not. So do
          // the theme stylesheets a page links (/theme/<mode>-<colour>.<digest>.css).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(?:assets|theme)\//.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'assets',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Written out here: Workbox copies this function's source into sw.js, without its scope.
          // Never the API or the signed-in areas.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(api|user|admin)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            expiration: { maxEntries: 50, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });

export default defineConfig(({ isSsrBuild }) => {
  const parts = bundleParts();
  return {
    plugins: [
      react(),
      antdTrims(),
      iconMasks(),
      ...(isSsrBuild
        ? [styleSheet(path.resolve(import.meta.dirname, 'dist')), markPageImports(WEB_ROOT)]
        : [
            pwaIcons(path.resolve(import.meta.dirname, 'public/favicon.svg'), DEFAULT_COLOUR_THEME.primary),
            paintFirst(WEB_ROOT),
            parts,
            serviceWorker(parts.precached),
            precompress(),
          ]),
    ],
    build: {
      outDir: isSsrBuild ? 'dist/server' : 'dist/client',
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        treeshake: { moduleSideEffects },
        output: isSsrBuild
          ? // The server keeps the source of every module it loads, and V8 holds a source with one
            // character beyond ASCII (a comment's dash, a Chinese text) at two bytes per character:
            // without comments and with such characters escaped, the rendering bundle's sources
            // take half the memory (~8 MiB less RSS). Not minified: its stack traces stay readable.
            { charset: 'ascii', comments: false }
          : {
              codeSplitting: {
                groups: [
                  { name: 'zod', test: ZOD },
                  { name: 'contract-values', test: contractValues },
                  { name: 'libs', test: SHELL_LIBRARIES, tags: ['$initial'] },
                ],
              },
            },
      },
    },
    resolve: {
      // On Node, '@ant-design/icons' resolves to a wrapper of its CommonJS build: the server bundle
      // would hold all ~800 icons (4 MB, parsed at every start). Its ES build lets the bundler keep
      // only the icons the pages import, as the browser bundle does.
      alias: isSsrBuild ? [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }] : [],
    },
    ssr: {
      // The production server entry bundles every dependency: antd's helpers mix ESM and CJS in
      // ways Node's own loader gets wrong (e.g. @emotion/hash's default export), the bundler does
      // not. In development Vite loads them through Node, which cannot inline CJS.
      noExternal: isSsrBuild ? true : [],
    },
  };
});
