import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isServerRenderedPath } from '@app/contract';

/** What the web's server entry (apps/web/src/app/entry-server.tsx) exports. */
export interface WebServerEntry {
  render(request: {
    url: string;
    theme: 'light' | 'dark';
    api: (options: { method: string; url: string; body?: string }) => Promise<{ status: number; data: unknown }>;
  }): Promise<{ status: number; redirect?: string; appHtml: string; head: string; title: string }>;
}

const THEME_COOKIE = /(?:^|;\s*)theme=(dark|light)(?:;|$)/;
const themeOf = (request: FastifyRequest) => (THEME_COOKIE.exec(request.headers.cookie ?? '')?.[1] === 'dark' ? 'dark' : 'light');

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built web app: hashed assets with long-lived caching, public paths rendered on the
 * server (then hydrated), /user/* and /admin/* as the client-only shell.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
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
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  const api = async (options: { method: string; url: string; body?: string }) => {
    const response = await app.inject({
      method: options.method as InjectOptions['method'],
      url: options.url,
      payload: options.body,
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    });
    return { status: response.statusCode, data: response.json() };
  };

  const page = (theme: string, head: string, appHtml: string) =>
    template.replace('data-theme="light"', `data-theme="${theme}"`).replace('<!--app-head-->', head).replace('<!--app-html-->', appHtml);

  app.decorate('renderPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const theme = themeOf(request);
    reply.header('cache-control', 'no-cache');
    reply.type('text/html; charset=utf-8');
    if (!isServerRenderedPath(request.url.split('?')[0] ?? '/')) {
      const title = '<title>加载中…</title>';
      return reply.send(page(theme, title, ''));
    }
    const result = await entry.render({ url: request.url, theme, api });
    if (result.redirect) return reply.redirect(result.redirect, result.status);
    return reply.status(result.status).send(page(theme, `<title>${escapeHtml(result.title)}</title>${result.head}`, result.appHtml));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}
