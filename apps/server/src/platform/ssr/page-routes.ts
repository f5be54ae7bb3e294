import { internalCallHeaders } from '../logging/request-log.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { isServerRenderedPath, type PageTitleSteps } from '@app/contract';
import { notFoundEnvelope } from '../http/error-handler.ts';
import type { PublicOrigin } from '../http/public-origin.ts';
import { styleNonceOf, useStyleNonce } from '../http/security-headers.ts';
import negotiate from '@fastify/accept-negotiator';
import { registerThemeSheetRoute } from './theme-sheet.route.ts';
import { keepsPage, PAGE_ENCODINGS, preparePage, type KeptPage, type PageCache } from './page-cache.ts';
import { NONCE_SLOT } from './nonce-slot.ts';
import { shellOf, type PageParts } from './page-shell.ts';
import type { Answer, SharedAnswers } from './shared-answers.ts';

/** What the web's server entry (apps/web/src/app/entry-server.tsx) exports. */
export interface WebServerEntry {
  /**
   * The address a page is rendered and cached under: its path and only the query parameters its
   * route reads, normalised (apps/web/src/app/page-key.ts). Junk parameters fall away here.
   */
  pageKey(url: string): string;
  render(request: {
    url: string;
    theme: 'light' | 'dark';
    api: (options: { method: string; url: string; body?: string }) => Promise<{ status: number; data: unknown }>;
    origin: string;
    /** What the page's <style> elements carry as their nonce. */
    styleNonce: string;
    /** The site's stylesheet from the build, which the page links instead of carrying those styles. */
    styleSheet?: StyleSheet;
    /** The title's two steps, answered in this process (the site service's). */
    titleSteps: PageTitleSteps;
  }): Promise<{
    status: number;
    redirect?: string;
    appHtml: string;
    head: string;
    /** The hydration data, written after the head. */
    state: string;
    title: string;
    cacheable: boolean;
    /** The modules of the app the page loads on demand, by name (`src/features/…/x-page.tsx`). */
    pageImports?: readonly string[];
  }>;
  /** A theme's stylesheet (its CSS variables), which the pages of that theme link (theme-sheet.route.ts). */
  themeSheet?(mode: 'light' | 'dark', primary: string): { href: string; css: string };
  /** Keeps the theme sheets the build drew (dist/server/theme-sheets.json), so a first page need not draw them. */
  keepBuiltThemeSheets?(sheets: readonly unknown[]): void;
}

/** The site's stylesheet (written by the web build: apps/web/style-sheet.ts) and the antd style paths it holds. */
export interface StyleSheet {
  href: string;
  paths: readonly string[];
}

/**
 * The files of each module of the web app loaded on demand, beyond what every page loads (written by
 * the web build: apps/web/page-scripts.ts), by the module's name.
 */
export type PageScripts = Readonly<Record<string, readonly string[]>>;

/** Where pages come from: the built files in production, Vite's dev server in development. */
export interface PageSource {
  template(url: string): Promise<string>;
  entry(): Promise<WebServerEntry>;
  /** None in development: every style is in the page. */
  styleSheet?: StyleSheet;
  /** None in development: a page's scripts are found as it runs. */
  pageScripts?: PageScripts;
}

/**
 * The scripts of the pages a render loaded, named for the app's boot script (apps/web/src/app/boot.ts),
 * which fetches them with the app's own once the page is painted: otherwise the browser would only
 * ask for them once the app had run and asked for the page's code.
 */
function pageScriptsMeta(scripts: PageScripts | undefined, pageImports: readonly string[] = []): string {
  if (!scripts) return '';
  const files = new Set(pageImports.flatMap((name) => scripts[name] ?? []));
  return files.size ? `<meta name="page-scripts" content="${[...files].map((file) => `/${file}`).join(' ')}">` : '';
}

export interface PageRoutesOptions {
  origin: PublicOrigin;
  /** Rendered pages kept; none renders every page anew. */
  cache: PageCache | null;
  /** The API answers every render shares (the site's info, its look); none asks each time. */
  answers?: SharedAnswers;
  /** Old addresses and where they moved (redirects.ts). */
  redirects?: ReadonlyMap<string, string>;
  /**
   * The title's two steps (match the path's page type, format its template), answered in this
   * process: through app.inject they were ~0.4 ms of each render, an eighth of an article page's.
   */
  titleSteps: PageTitleSteps;
}

const THEME_COOKIE = /(?:^|;\s*)theme=(dark|light)(?:;|$)/;
const themeOf = (request: FastifyRequest) =>
  THEME_COOKIE.exec(request.headers.cookie ?? '')?.[1] === 'dark' ? 'dark' : 'light';
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Public paths are rendered on the server (then hydrated); /user/* and /admin/* get the
 * client-only shell. A real catch-all route, not the not-found handler, so compression and the
 * other route hooks apply; static files and /api routes are more specific and win.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  source: PageSource,
  { origin, cache, answers, redirects = new Map(), titleSteps }: PageRoutesOptions,
): void {
  app.get('/api/*', { schema: { hide: true } }, async (_request, reply) => reply.status(404).send(notFoundEnvelope()));

  const ask = async (options: { method: string; url: string; body?: string }): Promise<Answer> => {
    const response = await app.inject({
      method: options.method as InjectOptions['method'],
      url: options.url,
      payload: options.body,
      // Part of rendering this page, not a request of its own: the request log leaves it out.
      headers: {
        ...internalCallHeaders(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
    return { status: response.statusCode, data: response.json() };
  };
  const api = (options: { method: string; url: string; body?: string }) =>
    answers ? answers.answer(options.method, options.url, () => ask(options)) : ask(options);
  // Pages link their theme's stylesheet only when they link the site's (a built web app).
  if (source.styleSheet) registerThemeSheetRoute(app, source, api);

  const shellOfTemplate = shellOf();
  // The client-only pages draw the site's top bar too, whose plain markup in antd's look
  // (shared/ui/plain-button.tsx …) takes antd's rules from the site's stylesheet: without it, a
  // signed-in page loaded afresh showed the search box's input and button apart.
  const shellHead = source.styleSheet ? `<link rel="stylesheet" href="${source.styleSheet.href}">` : '';
  app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const theme = themeOf(request);
    const shell = shellOfTemplate(await source.template(request.url));
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // Each response carries its own style nonce (a kept page, the one drawn when it was kept).
    if (!isServerRenderedPath(request.url.split('?')[0] ?? '/')) {
      return reply.send(shell.shell(theme, styleNonceOf(reply.raw), shellHead));
    }
    const entry = await source.entry();
    // The page is rendered from its key, not from the address asked for: `/?r=1` and `/?r=2` are
    // one render and one cache entry. The origin is the trusted one, whatever the Host.
    const page = entry.pageKey(request.url);
    const siteOrigin = origin.of(request);
    const key = `${theme}|${siteOrigin}|${page}`;
    // An address that moved (redirects.ts) is rendered, never taken from the cache: it redirects
    // only while it finds nothing.
    const movedTo = redirects.get(page.split('?')[0] ?? page);
    const cached = movedTo ? undefined : cache?.get(key);
    if (cached) return sendKept(request, reply.header('x-page-cache', 'hit'), cached);
    const ticket = cache?.ticket();
    const result = await entry.render({
      url: page,
      theme,
      api,
      origin: siteOrigin,
      styleNonce: NONCE_SLOT,
      ...(source.styleSheet ? { styleSheet: source.styleSheet } : {}),
      titleSteps,
    });
    if (result.redirect) return reply.redirect(result.redirect, result.status);
    if (movedTo && result.status === 404) return reply.redirect(movedTo, 301);
    const parts: PageParts = {
      theme,
      title: escapeHtml(result.title),
      head: result.head,
      state: result.state,
      beforeHeadEnd: pageScriptsMeta(source.pageScripts, result.pageImports),
      appHtml: result.appHtml,
    };
    if (!cache || ticket === undefined || !keepsPage(result)) {
      return reply.status(result.status).send(shell.page(parts, styleNonceOf(reply.raw)));
    }
    // Compressed once, here: every hit sends these bytes as they are.
    const kept = await preparePage((nonce) => shell.page(parts, nonce));
    cache.keep(key, kept, ticket);
    return sendKept(request, reply, kept);
  });
}

/** A weak or strong match of the page's ETag in If-None-Match (a list, or `*`). */
const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

/**
 * Sends a kept page in the encoding the browser takes best, as made when it was kept; 304 when the
 * browser already has it. The response names the page's own style nonce (security-headers.ts).
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  useStyleNonce(reply, page.nonce);
  reply.header('etag', page.etag).header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = (accepted && negotiate(accepted, [...PAGE_ENCODINGS])) || 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bodies[encoding]);
}
