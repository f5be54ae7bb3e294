import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageTitleSteps } from '@app/contract';
import fastifyStatic from '@fastify/static';
import type { PublicOrigin } from '../http/public-origin.ts';
import type { SiteChanges } from '../instances/site-changes.ts';
import { PageCache } from './page-cache.ts';
import { SharedAnswers } from './shared-answers.ts';
import {
  registerPageRoutes,
  type PageScripts,
  type PageSource,
  type StyleSheet,
  type WebServerEntry,
} from './page-routes.ts';

export type WebAppSetting = { mode: 'built'; distDir: string } | { mode: 'dev'; root: string };

/**
 * Production: hashed assets cached for a year, everything else revalidated; a file's `.br` or
 * `.gz` twin, written at build time (apps/web/precompress.ts), is sent to a browser that takes it.
 */
async function builtSource(app: FastifyInstance, distDir: string): Promise<PageSource> {
  const clientDir = path.join(distDir, 'client');
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href)) as WebServerEntry;
  // The default colour's theme sheets, drawn by the build (apps/web/style-sheet.ts).
  const themeSheetsFile = path.join(distDir, 'server', 'theme-sheets.json');
  if (fs.existsSync(themeSheetsFile)) {
    entry.keepBuiltThemeSheets?.(JSON.parse(fs.readFileSync(themeSheetsFile, 'utf8')) as unknown[]);
  }
  // The hashed assets (nearly every file) behind one wildcard route, read from disk when asked for.
  // Listed one route per file, as the files beside them are, they took ~250 ms of every start and
  // ~4.5 MB of router memory.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    index: false,
    preCompressed: true,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  // The few files the web app keeps at fixed addresses (the icons, the service worker), revalidated.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    decorateReply: false,
    globIgnore: ['assets/**', 'index.html', 'index.html.*'],
    setHeaders: (res) => res.header('cache-control', 'public, max-age=0, must-revalidate'),
  });
  // The stylesheet the web build wrote beside its server entry (apps/web/style-sheet.ts), when it did.
  const sheetFile = path.join(distDir, 'server', 'style-sheet.json');
  const styleSheet = fs.existsSync(sheetFile)
    ? (JSON.parse(fs.readFileSync(sheetFile, 'utf8')) as StyleSheet)
    : undefined;
  // The scripts of each page the app loads on demand, which a page links (apps/web/page-scripts.ts).
  const pageScriptsFile = path.join(distDir, 'page-scripts.json');
  const pageScripts = fs.existsSync(pageScriptsFile)
    ? (JSON.parse(fs.readFileSync(pageScriptsFile, 'utf8')) as PageScripts)
    : undefined;
  return {
    template: async () => template,
    entry: async () => entry,
    ...(styleSheet ? { styleSheet } : {}),
    ...(pageScripts ? { pageScripts } : {}),
  };
}

/** Development (`npm run dev`): Vite in middleware mode, modules reloaded on change. */
async function devSource(app: FastifyInstance, root: string): Promise<PageSource> {
  const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
  // VITE_HMR_PORT lets two development servers run side by side (Vite's default socket is 24678).
  const hmrPort = Number(process.env.VITE_HMR_PORT) || undefined;
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, ...(hmrPort ? { hmr: { port: hmrPort } } : {}) },
    appType: 'custom',
  });
  await app.register(middie);
  app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
  app.addHook('onClose', async () => vite.close());
  const indexFile = path.join(root, 'index.html');
  return {
    template: (url) => vite.transformIndexHtml(url, fs.readFileSync(indexFile, 'utf8')),
    entry: async () => (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as WebServerEntry,
  };
}

/** What the page routes are served with, beside the web build. */
export interface WebAppOptions {
  origin: PublicOrigin;
  /** Old addresses and where they moved (redirects.ts). */
  redirects: ReadonlyMap<string, string>;
  /** Memory for rendered pages, in MB; 0 renders every page anew. */
  pageCacheMb: number;
  /** The paths of the API calls whose answers every render may share (shared-answers.ts). */
  sharedAnswers: ReadonlySet<string>;
  /** Told of every change to public content, here or on another instance: kept pages and answers are dropped. */
  changes: SiteChanges;
  /** The title's two steps, which renders take from the site service in this process (page-routes.ts). */
  titleSteps: PageTitleSteps;
}

export async function registerWebApp(
  app: FastifyInstance,
  setting: WebAppSetting,
  options: WebAppOptions,
): Promise<void> {
  const source =
    setting.mode === 'built' ? await builtSource(app, setting.distDir) : await devSource(app, setting.root);
  // Development renders every time, so a change in the sources shows at once.
  const cache =
    setting.mode === 'built' && options.pageCacheMb > 0
      ? new PageCache({ maxBytes: options.pageCacheMb * 1024 * 1024 })
      : null;
  if (cache) options.changes.onChange(() => cache.clear());
  const answers = new SharedAnswers(options.sharedAnswers);
  options.changes.onChange(() => answers.clear());
  registerPageRoutes(app, source, {
    origin: options.origin,
    cache,
    answers,
    redirects: options.redirects,
    titleSteps: options.titleSteps,
  });
}
