import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isServerRenderedPath } from '@app/contract';
import { notFoundEnvelope } from '../http/error-handler.ts';
import { styleNonceOf } from '../http/security-headers.ts';
import { changesPages, keepsPage, PageCache } from './page-cache.ts';
import { fillNonceSlots, NONCE_META, NONCE_SLOT } from './nonce-slot.ts';

/** What the web's server entry (apps/web/src/app/entry-server.tsx) exports. */
export interface WebServerEntry {
  render(request: {
    url: string;
    theme: 'light' | 'dark';
    api: (options: { method: string; url: string; body?: string }) => Promise<{ status: number; data: unknown }>;
    origin: string;
    /** What the page's <style> elements carry as their nonce. */
    styleNonce: string;
  }): Promise<{ status: number; redirect?: string; appHtml: string; head: string; title: string; cacheable: boolean }>;
}

/** Where pages come from: the built files in production, Vite's dev server in development. */
interface PageSource {
  template(url: string): Promise<string>;
  entry(): Promise<WebServerEntry>;
}

export type WebAppSetting = { mode: 'built'; distDir: string } | { mode: 'dev'; root: string };

const THEME_COOKIE = /(?:^|;\s*)theme=(dark|light)(?:;|$)/;
const themeOf = (request: FastifyRequest) =>
  THEME_COOKIE.exec(request.headers.cookie ?? '')?.[1] === 'dark' ? 'dark' : 'light';
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Public paths are rendered on the server (then hydrated); /user/* and /admin/* get the
 * client-only shell. A real catch-all route, not the not-found handler, so compression and the
 * other route hooks apply; static files and /api routes are more specific and win.
 */
function registerPageRoutes(
  app: FastifyInstance,
  source: PageSource,
  publicUrl: string | undefined,
  cache: PageCache | null,
): void {
  if (cache) {
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 400 && changesPages(request.method, request.url, request.routeOptions.config.pages))
        cache.clear();
    });
  }

  app.get('/api/*', { schema: { hide: true } }, async (_request, reply) => reply.status(404).send(notFoundEnvelope()));

  const api = async (options: { method: string; url: string; body?: string }) => {
    const response = await app.inject({
      method: options.method as InjectOptions['method'],
      url: options.url,
      payload: options.body,
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    });
    return { status: response.statusCode, data: response.json() };
  };

  app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const theme = themeOf(request);
    const template = (await source.template(request.url)).replace('data-theme="light"', `data-theme="${theme}"`);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const withNonce = (html: string) => fillNonceSlots(html, styleNonceOf(reply.raw));
    if (!isServerRenderedPath(request.url.split('?')[0] ?? '/')) {
      return reply.send(
        withNonce(
          template.replace('<!--app-head-->', `${NONCE_META}<title>加载中…</title>`).replace('<!--app-html-->', ''),
        ),
      );
    }
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const key = `${theme}|${origin}|${request.url}`;
    const cached = cache?.get(key);
    if (cached) return reply.header('x-page-cache', 'hit').send(withNonce(cached));
    const result = await (
      await source.entry()
    ).render({ url: request.url, theme, api, origin, styleNonce: NONCE_SLOT });
    if (result.redirect) return reply.redirect(result.redirect, result.status);
    const html = template
      .replace('<!--app-head-->', `${NONCE_META}<title>${escapeHtml(result.title)}</title>${result.head}`)
      .replace('<!--app-html-->', result.appHtml);
    if (keepsPage(result)) cache?.set(key, html);
    return reply.status(result.status).send(withNonce(html));
  });
}

/** Production: hashed assets cached for a year, everything else revalidated. */
async function builtSource(app: FastifyInstance, distDir: string): Promise<PageSource> {
  const clientDir = path.join(distDir, 'client');
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href)) as WebServerEntry;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  return { template: async () => template, entry: async () => entry };
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

export async function registerWebApp(app: FastifyInstance, setting: WebAppSetting, publicUrl?: string): Promise<void> {
  const source =
    setting.mode === 'built' ? await builtSource(app, setting.distDir) : await devSource(app, setting.root);
  // Development renders every time, so a change in the sources shows at once.
  registerPageRoutes(app, source, publicUrl, setting.mode === 'built' ? new PageCache() : null);
}
