import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type DataRouteObject,
  type StaticHandler,
  type UIMatch,
} from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate } from '@tanstack/react-query';
import { DEFAULT_COLOUR_THEME, type PageTitleSteps, type SiteAppearance, type SiteInfo } from '@app/contract';
import { createApiClient } from '../shared/api/api-client.ts';
import { createThemeStore, type ThemeMode } from '../shared/theme/theme-store.ts';
import { siteKeys } from '../features/site/index.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createRoutes } from './router.tsx';
import { createInjectTransport, type ApiTransport } from './inject-transport.ts';
import { deepestHandle } from './route-handle.ts';
import { resolveTitle } from './page-title.ts';
import { serializeRouteErrors } from './serialize.ts';
import { metaTags } from './page-meta.ts';
import { withPageImports } from './page-imports.ts';
import type { FeatureContext } from './feature-manifest.ts';
import { ssrStateElement } from './ssr-state.ts';
import { withStyleNonce } from '../shared/lib/style-nonce.ts';
import { stylesBesideSheet, themeStyleSheet, type ThemeStyleSheet } from './public-styles.tsx';

/** The server keys its page cache on this and renders what it returns (page-key.ts). */
export { pageKey } from './page-key.ts';
/** The build writes the site's stylesheet and the default colour's theme sheets from these (apps/web/style-sheet.ts). */
export { publicStyleSheet, themeStyleSheet } from './public-styles.tsx';

/**
 * What is kept of each theme (mode and primary colour), shared by every request: its antd style
 * cache (a new cache per render costs ~20 ms, and the styles of a theme do not depend on the
 * request) and its stylesheet, drawn once (~50 ms) when first linked or asked for (GET /theme/…css
 * is served from here too). A cache holds every style it was given, so a new primary colour gets
 * one of its own (a page carries only its theme's styles) and the oldest theme is let go.
 */
interface KeptTheme {
  styles: ReturnType<typeof createCache>;
  sheet?: ThemeStyleSheet;
}
const keptThemes = new Map<string, KeptTheme>();
const THEMES_KEPT = 4;
function keptTheme(mode: ThemeMode, primary: string): KeptTheme {
  const key = `${mode}|${primary.toLowerCase()}`;
  let kept = keptThemes.get(key);
  if (!kept) {
    if (keptThemes.size >= THEMES_KEPT) keptThemes.delete(keptThemes.keys().next().value!);
    kept = { styles: createCache() };
    keptThemes.set(key, kept);
  }
  return kept;
}

/** A theme's stylesheet, which the pages of that theme link (served by the server's theme-sheet route). */
export function themeSheet(mode: ThemeMode, primary: string): ThemeStyleSheet {
  const kept = keptTheme(mode, primary);
  return (kept.sheet ??= themeStyleSheet(mode, primary));
}

/** A theme sheet as the build writes it (apps/web/style-sheet.ts: dist/server/theme-sheets.json). */
export interface BuiltThemeSheet {
  mode: ThemeMode;
  primary: string;
  href: string;
  css: string;
  keys: string[];
}

/** Keeps the theme sheets the build drew (the server reads them at start) as if drawn here. */
export function keepBuiltThemeSheets(sheets: readonly BuiltThemeSheet[]): void {
  for (const { mode, primary, href, css, keys } of sheets) {
    keptTheme(mode, primary).sheet = { href, css, keys: new Set(keys) };
  }
}

/** The query cache and API client of the render whose loaders are running. */
const renderOfLoaders = new AsyncLocalStorage<FeatureContext>();
const loadersRender = (): FeatureContext => {
  const render = renderOfLoaders.getStore();
  if (!render) throw new Error('A route loader ran outside a server render');
  return render;
};

/**
 * The route table and its static handler, made once: making them for every render (matching
 * patterns compiled, branches ranked for ~60 routes) cost ~0.2 ms of each. Their loaders read the
 * render's query cache and API client when they run (feature-manifest.ts, FeatureContext).
 *
 * A route's page loads once for the process, on its first render, and React Router keeps it on the
 * route. What that load imported (page-imports.ts) is kept by route, so every render of the route,
 * not only the first, links those scripts in its head.
 */
interface SharedRoutes {
  handler: StaticHandler;
  importsOfRoute: Map<string, readonly string[]>;
}
let sharedRoutes: SharedRoutes | undefined;
function routesOfRenders(): SharedRoutes {
  if (sharedRoutes) return sharedRoutes;
  const handler = createStaticHandler(
    createRoutes({
      get queryClient() {
        return loadersRender().queryClient;
      },
      get api() {
        return loadersRender().api;
      },
    }),
  );
  const importsOfRoute = new Map<string, readonly string[]>();
  const keepImports = (routes: DataRouteObject[]) => {
    for (const route of routes) {
      const load = route.lazy;
      if (typeof load === 'function') {
        route.lazy = async () => {
          const { result, pageImports } = await withPageImports(load);
          importsOfRoute.set(route.id, pageImports);
          return result;
        };
      }
      if (route.children) keepImports(route.children);
    }
  };
  keepImports(handler.dataRoutes);
  return (sharedRoutes = { handler, importsOfRoute });
}

export interface RenderRequest {
  url: string;
  theme: ThemeMode;
  api: ApiTransport;
  /** The site's public origin (PUBLIC_URL, or the first Host the server saw), for canonical and Open Graph URLs. */
  origin: string;
  /** The nonce the page's <style> elements carry (the Content-Security-Policy asks for it). */
  styleNonce: string;
  /**
   * The site's stylesheet from the build (its address and the antd style paths it holds): the page
   * links it and carries only what it lacks. Without one (development), every style is in the page.
   */
  styleSheet?: { href: string; paths: readonly string[] };
  /**
   * The title's two steps answered in the server's own process (the site service): asked through
   * the API, as the browser asks them, the two calls were ~0.4 ms, an eighth of an article page's render.
   */
  titleSteps: PageTitleSteps;
}

/** The paths of a stylesheet as a set, made once per sheet (the server passes the same one to every render). */
const coveredPaths = new WeakMap<readonly string[], ReadonlySet<string>>();
function covered(paths: readonly string[]): ReadonlySet<string> {
  let set = coveredPaths.get(paths);
  if (!set) coveredPaths.set(paths, (set = new Set(paths)));
  return set;
}

export interface RenderResult {
  status: number;
  redirect?: string;
  appHtml: string;
  /** Meta tags and styles, with the style nonce. */
  head: string;
  /** The hydration data (router and query cache), written after the head. */
  state: string;
  title: string;
  /** False for a page the rendered-page cache must not keep (RouteHandle.uncached). */
  cacheable: boolean;
  /** The modules of the app the page loads on demand (page-imports.ts), by name. */
  pageImports: string[];
}

export async function render({
  url,
  theme,
  api: transport,
  origin,
  styleNonce,
  styleSheet,
  titleSteps,
}: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const api = createApiClient({ transport: createInjectTransport(transport) });
  const { handler, importsOfRoute } = routesOfRenders();
  const request = new Request(new URL(url, 'http://ssr.local'));
  // The modules this render loads on demand beside its routes' pages (a loader's own import()).
  const { result: context, pageImports: loadedByLoaders } = await withPageImports(() =>
    renderOfLoaders.run({ queryClient, api }, () => handler.query(request)),
  );
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('location') ?? '/',
      appHtml: '',
      head: '',
      state: '',
      title: '',
      cacheable: false,
      pageImports: [],
    };
  }
  // The pages and layouts the page is drawn with, and what they loaded: the server names their
  // scripts (each file once).
  const pageImports = [...context.matches.flatMap((m) => importsOfRoute.get(m.route.id) ?? []), ...loadedByLoaders];
  const router = createStaticRouter(handler.dataRoutes, context);
  const matches = context.matches.map(
    (m) =>
      ({
        id: m.route.id,
        pathname: m.pathname,
        params: m.params,
        handle: m.route.handle,
        loaderData: context.loaderData[m.route.id],
        data: context.loaderData[m.route.id],
      }) as UIMatch,
  );
  const { handle, data } = deepestHandle(matches);
  const location = new URL(request.url);
  const site = queryClient.getQueryData<SiteInfo>(siteKeys.info);
  const siteName = site?.siteName ?? '';
  const notFound = Boolean(handle.notFound) || context.statusCode === 404;
  const title = await resolveTitle(titleSteps, {
    pathname: location.pathname,
    search: location.search,
    matches,
    siteName,
    notFound,
  });

  // The loaders fetched the site's theme: antd's tokens are rendered with its colours.
  const colours = queryClient.getQueryData<SiteAppearance>(siteKeys.appearance)?.theme ?? DEFAULT_COLOUR_THEME;
  const cache = keptTheme(theme, colours.primary).styles;
  const appHtml = renderToString(
    <StyleProvider cache={cache}>
      <AppProviders
        api={api}
        queryClient={queryClient}
        themeStore={createThemeStore(theme, colours)}
        runtimeStyles={!styleSheet}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StyleProvider>,
  );
  // React Router would write its hydration data inside #root, which breaks React 19 hydration
  // (DESIGN §5b); it goes in the head instead, with the query cache.
  const state = ssrStateElement({
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors),
    },
    queries: dehydrate(queryClient),
  });
  const themeSheetOfPage = styleSheet ? themeSheet(theme, colours.primary) : undefined;
  const styles =
    styleSheet && themeSheetOfPage
      ? `<link rel="stylesheet" href="${styleSheet.href}"><link rel="stylesheet" href="${themeSheetOfPage.href}">` +
        withStyleNonce(stylesBesideSheet(cache, covered(styleSheet.paths), themeSheetOfPage.keys), styleNonce)
      : withStyleNonce(extractStyle(cache), styleNonce);
  return {
    status: notFound ? 404 : context.statusCode,
    appHtml,
    head: metaTags(handle.meta?.(data), origin, title, site) + styles,
    state,
    title,
    cacheable: !handle.uncached,
    pageImports,
  };
}
