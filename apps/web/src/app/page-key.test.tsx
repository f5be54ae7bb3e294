import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import {
  createMemoryRouter,
  matchRoutes,
  RouterProvider,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { isServerRenderedPath } from '@app/contract';
import type { ApiClient } from '../shared/api/api-client.ts';
import { stubResizeObserver } from '../test/jsdom-stubs.ts';
import { createThemeStore } from '../shared/theme/theme-store.ts';
import type { RouteHandle } from './feature-manifest.ts';
import { createPageKey, pageKey } from './page-key.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createRoutes, loadMatchedRoutes } from './router.tsx';

/**
 * An API that answers every call with an empty page of nothing, so loaders and pages get past
 * their first call (and read what they read after it) without a server.
 */
const emptyApi = (): ApiClient => {
  const answer = async <T,>() => ({ content: [], totalElements: 0, totalPages: 0, items: [] }) as T;
  return { get: answer, post: answer, put: answer, patch: answer, delete: answer };
};
/** An API that never answers: pages render their loading state, reading the address as they do. */
const silentApi = (): ApiClient => {
  const never = <T,>() => new Promise<T>(() => undefined);
  return { get: never, post: never, put: never, patch: never, delete: never };
};

/** Every server-rendered route (the public and the auth layouts), with a path it answers. */
function publicRoutes(list: RouteObject[], base = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => {
    const own = (route.path ?? '').replace(/:\w+/g, 'x').replace('*', 'x');
    const path = route.index || !own ? base : `${base}/${own}`;
    if (!isServerRenderedPath(path || '/')) return [];
    return [{ path: path || '/', route }, ...publicRoutes(route.children ?? [], path)];
  });
}

/** The query parameters pageKey keeps for a path: what its matched routes declare. */
const declaredFor = (routes: RouteObject[], path: string) =>
  new Set(
    (matchRoutes(routes, path) ?? []).flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.query ?? []),
  );

/** Which query parameter names code reads while `work` runs (get, getAll, has; iterating reads them all). */
async function namesRead(work: () => Promise<unknown>): Promise<string[]> {
  const proto = URLSearchParams.prototype;
  const original = { get: proto.get, getAll: proto.getAll, has: proto.has, entries: proto.entries };
  const read = new Set<string>();
  proto.get = function (name) {
    read.add(name);
    return original.get.call(this, name);
  };
  proto.getAll = function (name) {
    read.add(name);
    return original.getAll.call(this, name);
  };
  proto.has = function (name, value) {
    read.add(name);
    return original.has.call(this, name, value);
  };
  proto.entries = function () {
    read.add('(every parameter)');
    return original.entries.call(this);
  };
  try {
    await work();
  } finally {
    Object.assign(proto, original);
  }
  return [...read].sort();
}

/** The table with an id on every route (its place in the tree), so two builds of it line up. */
function withIds(list: RouteObject[], prefix = ''): RouteObject[] {
  return list.map((route, i) => {
    const id = route.id ?? `${prefix}${i}`;
    return { ...route, id, ...(route.children ? { children: withIds(route.children, `${id}-`) } : {}) } as RouteObject;
  });
}

/** The table without its loaders (their data is given), every error page replaced by a recorder. */
function forRendering(list: RouteObject[], errors: unknown[]): RouteObject[] {
  const Recorder = () => {
    errors.push(useRouteError());
    return null;
  };
  return list.map(({ loader: _loader, errorElement, children, ...route }) => {
    const recorded = errorElement === undefined ? {} : { errorElement: <Recorder /> };
    return { ...route, ...recorded, ...(children ? { children: forRendering(children, errors) } : {}) } as RouteObject;
  });
}

describe('pageKey', () => {
  it('keeps the path and only the parameters the page reads, first value each, sorted, empty ones dropped', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/?r=1&utm_source=x')).toBe('/');
    expect(pageKey('/articles?utm_source=x&tag=&sort=views&page=2&page=3')).toBe('/articles?page=2&sort=views');
    expect(pageKey('/articles?tag=%E5%8D%9A%E5%AE%A2')).toBe(`/articles?${new URLSearchParams({ tag: '博客' })}`);
    expect(pageKey('/products?cat=shoes&fbclid=1')).toBe('/products?cat=shoes');
    expect(pageKey('/search?tab=articles&q=a+b&x=1')).toBe('/search?q=a+b&tab=articles');
    expect(pageKey('/search/%E5%8D%9A?page=2&r=9')).toBe('/search/%E5%8D%9A?page=2');
    expect(pageKey('/articles/hello?page=2')).toBe('/articles/hello');
    expect(pageKey('/unsubscribe?token=abc&r=1')).toBe('/unsubscribe?token=abc');
    expect(pageKey('/auth/login?redirect=%2Fuser%2Fsettings&r=1')).toBe('/auth/login?redirect=%2Fuser%2Fsettings');
    // An unknown page (404) keeps no parameter.
    expect(pageKey('/no-such-page?page=2')).toBe('/no-such-page');
  });

  it('reads any address as a path on this site, never another host and never an error', () => {
    expect(pageKey('//evil.example/articles?page=2')).toBe('/evil.example/articles');
    expect(pageKey('/\\evil.example')).toBe('/evil.example');
    expect(pageKey('//[')).toBe('/[');
  });

  it('gives 10,000 junk query strings of a page the one key of the page', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      keys.add(pageKey(`/?r=${i}`));
      keys.add(pageKey(`/articles?page=2&utm_source=${i}&r${i}=x`));
    }
    expect([...keys].sort()).toEqual(['/', '/articles?page=2']);
  });

  it('takes the parameters of every matched route, the layouts with the page', () => {
    const routes: RouteObject[] = [
      {
        path: 'a',
        handle: { query: ['tab'] } satisfies RouteHandle,
        children: [{ path: 'b', handle: { query: ['page'] } }],
      },
    ];
    expect(createPageKey(routes)('/a/b?x=1&tab=t&page=2')).toBe('/a/b?page=2&tab=t');
  });
});

describe('every public route declares the query parameters it reads', () => {
  const routes = withIds(createRoutes({ queryClient: createQueryClient(), api: emptyApi() }));
  const paths = [...new Set(publicRoutes(routes).map((p) => p.path))];
  let unmount: (() => void) | undefined;
  beforeAll(stubResizeObserver);
  afterEach(() => unmount?.());

  /** Runs the loaders of every route `path` matches, as the server render does; the table's API answers. */
  const runLoaders = async (table: RouteObject[], path: string) => {
    const loaderData: Record<string, unknown> = {};
    for (const { route, params } of matchRoutes(table, path) ?? []) {
      if (typeof route.loader !== 'function') continue;
      const url = new URL(`http://localhost${path}`);
      const args = { request: new Request(url), url, pattern: route.path ?? '', params, context: undefined };
      loaderData[route.id!] = await Promise.resolve(route.loader(args as unknown as LoaderFunctionArgs)).catch(
        () => undefined,
      );
    }
    return loaderData;
  };

  it('finds the public pages and sees what they read', async () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/articles', '/articles/x', '/products', '/search', '/auth/login']),
    );
    expect(paths.filter((p) => !isServerRenderedPath(p))).toEqual([]);
    // The recorder works: the article list's loader reads its three parameters.
    expect(await namesRead(() => runLoaders(routes, '/articles'))).toEqual(['page', 'sort', 'tag']);
  });

  it.each(paths)('the loaders of %s', async (path) => {
    const read = await namesRead(() => runLoaders(routes, path));
    const declared = declaredFor(routes, path);
    expect(read.filter((name) => !declared.has(name))).toEqual([]);
  });

  it.each(paths)('the page at %s', async (path) => {
    // The page as the browser renders it over the server's HTML: the loaders' data is there (run
    // beforehand, not recorded), the API answers nothing more, so queries show their loading state.
    const loaderData = await runLoaders(
      withIds(createRoutes({ queryClient: createQueryClient(), api: emptyApi() })),
      path,
    );
    const queryClient = createQueryClient();
    const api = silentApi();
    const renderErrors: unknown[] = [];
    const table = forRendering(withIds(createRoutes({ queryClient, api })), renderErrors);
    // As the browser does before it hydrates: the page's code is there for the first render.
    await loadMatchedRoutes(table, path);
    const router = createMemoryRouter(table, { initialEntries: [path], hydrationData: { loaderData } });
    // The document title is formatted 100 ms later from whatever address is shown (its template
    // may name ?page= on any page); it is not the page's HTML, so that timer is held back.
    vi.useFakeTimers();
    const read = await namesRead(async () => {
      await act(async () => {
        ({ unmount } = render(
          <AppProviders api={api} queryClient={queryClient} themeStore={createThemeStore('light')}>
            <RouterProvider router={router} />
          </AppProviders>,
        ));
      });
    });
    // The page itself rendered, not an error page in its place.
    expect(renderErrors).toEqual([]);
    const declared = declaredFor(routes, path);
    expect(read.filter((name) => !declared.has(name))).toEqual([]);
  });
});
