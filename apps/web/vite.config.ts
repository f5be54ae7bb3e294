import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_COLOUR_THEME } from '@app/contract';
import { pwaIcons } from './pwa-icons.ts';
import { precompress } from './precompress.ts';
import { styleSheet } from './style-sheet.ts';

/**
 * /sw.js (Workbox): precaches the hashed assets and the icons only, and keeps a network-first copy
 * of the public pages a reader visited, used only when the network fails (offline). The manifest
 * is the server's (/manifest.webmanifest: the site's current name and colours).
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    // The page asks before a new version takes over (the update banner, app/pwa/).
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
      // Admin editors and charts are big; they are still precached, never more than this each.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: null,
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? [styleSheet(path.resolve(import.meta.dirname, 'dist'))]
      : [
          pwaIcons(path.resolve(import.meta.dirname, 'public/favicon.svg'), DEFAULT_COLOUR_THEME.primary),
          serviceWorker(),
          precompress(),
        ]),
  ],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
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
}));
