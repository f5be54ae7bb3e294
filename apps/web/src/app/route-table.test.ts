import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../shared/api/api-client.ts';
import type { FeatureManifest, FeatureNav, FeatureRoute, RouteHandle } from './feature-manifest.ts';
import { composeRoutes, features } from './feature-list.ts';
import { adminFeatures, adminRoutes, adminSidebarLinks } from './admin-feature-list.ts';
import { adminRouteDiscovery, createRoutes, loadMatchedRoutes } from './router.tsx';
import { footerLinks, publicMenu, userAreaMenu, userMenuFor } from './navigation.ts';
import { openGroups, sidebarItems, sidebarKeyFor } from './layouts/admin-sidebar.tsx';

const context = { queryClient: new QueryClient(), api: createApiClient() };
const everyFeature = [...features, ...adminFeatures];
const slots = composeRoutes(context, everyFeature);

/** The whole table: the back office's pages added as the browser adds them on the first visit under /admin. */
function wholeTable(): RouteObject[] {
  const table = createRoutes(context);
  const admin = table[0]!.children!.find((route) => route.id === 'admin')!;
  admin.children = [...(adminRoutes(context) as RouteObject[]), ...admin.children!];
  return table;
}
const routes = wholeTable();

/** Every route of a slot with its path from the layout ('' for an index route). */
function flatten(list: FeatureRoute[], base = ''): { path: string; route: FeatureRoute }[] {
  return list.flatMap((route) => {
    const path = route.index ? base : [base, route.path ?? ''].filter(Boolean).join('/');
    return [{ path, route }, ...('children' in route && route.children ? flatten(route.children, path) : [])];
  });
}

/** The deepest route a URL reaches in the whole table. */
const deepestMatch = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route as RouteObject | undefined;

describe('the route table composed from the features', () => {
  it('has every feature folder with a manifest registered in features.ts or admin-features.ts', () => {
    const folders = import.meta.glob<Record<string, FeatureManifest>>('../features/*/feature.{ts,tsx}', {
      eager: true,
    });
    const unregistered = Object.entries(folders)
      .filter(([, exports]) => !Object.values(exports).every((m) => everyFeature.includes(m)))
      .map(([file]) => file);
    expect(unregistered).toEqual([]);
    expect(everyFeature).toHaveLength(Object.keys(folders).length);
  });

  it('reads the query cache and API client only when a loader runs: the server makes its table once for every render', () => {
    const notYet = () => {
      throw new Error('read while the routes were made');
    };
    const unread = Object.defineProperties({} as typeof context, {
      queryClient: { get: notYet },
      api: { get: notYet },
    });
    expect(() => createRoutes(unread)).not.toThrow();
    expect(() => adminRoutes(unread)).not.toThrow();
  });

  it('leaves the back office out of the table every page loads: admin-features.ts adds /admin pages and sidebar entries only', () => {
    const shell = composeRoutes(context);
    expect(shell.admin).toEqual([]);
    for (const feature of adminFeatures) {
      const own = feature.routes?.(context) ?? {};
      expect(
        Object.keys(own).filter((slot) => slot !== 'admin'),
        feature.name,
      ).toEqual([]);
      expect(
        Object.keys(feature.nav ?? {}).filter((menu) => menu !== 'adminSidebar'),
        feature.name,
      ).toEqual([]);
    }
  });

  it("adds the back office's pages on the first visit under /admin, once, and on no other path", async () => {
    const discover = adminRouteDiscovery(context);
    const patched: { id: string; paths: (string | undefined)[] }[] = [];
    const ask = (path: string) =>
      discover({
        path,
        matches: [],
        fetcherKey: undefined,
        signal: new AbortController().signal,
        patch: (id, children) => patched.push({ id: id ?? '', paths: children.map((child) => child.path) }),
      });
    await ask('/articles/x');
    await ask('/administrator');
    expect(patched).toEqual([]);
    await ask('/admin/tags');
    await ask('/admin/articles');
    expect(patched).toHaveLength(1);
    expect(patched[0]!.id).toBe('admin');
    expect(patched[0]!.paths).toEqual(expect.arrayContaining(['dashboard', 'tags', 'articles']));
  });

  it.each(Object.entries(slots))('has no path twice in the %s layout', (_slot, list) => {
    const paths = flatten(list).map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it.each(['user', 'admin'] as const)('loads every %s page on demand (no page in the public bundle)', (slot) => {
    // A page is lazy; a route that renders nothing (a redirect) needs no code.
    const eager = flatten(slots[slot]).filter(
      ({ route }) => route.element != null || route.Component != null || (route.handle && !route.lazy),
    );
    expect(eager.map((r) => r.path)).toEqual([]);
  });

  it('loads every public page on demand too, its loader and handle staying in the manifest', () => {
    // A page's data is fetched while its code loads; the handle (title, meta, query) is read without it.
    const eager = [...flatten(slots.main), ...flatten(slots.auth)].filter(
      ({ route }) =>
        route.element != null || route.Component != null || (route.handle && typeof route.lazy !== 'function'),
    );
    expect(eager.map((r) => r.path)).toEqual([]);
  });

  it.each(['/', '/articles', '/articles/x', '/products/x', '/search', '/auth/login', '/friends', '/nope'])(
    'has the page of %s in hand once the matched routes are loaded, as the browser does before hydrating',
    async (path) => {
      const table = createRoutes(context);
      await loadMatchedRoutes(table, path);
      const matched = matchRoutes(table, path) ?? [];
      expect(
        matched.filter(({ route }) => route.lazy !== undefined).map(({ route }) => route.path ?? '(index)'),
      ).toEqual([]);
      expect(matched.at(-1)?.route.Component ?? matched.at(-1)?.route.element).toBeTruthy();
    },
  );

  it('gives every page a title or a page type', () => {
    const untitled = Object.values(slots)
      .flatMap((list) => flatten(list))
      .filter(({ route }) => route.element || route.Component || route.lazy)
      .filter(({ route }) => {
        const handle = route.handle as RouteHandle | undefined;
        return handle?.title === undefined && handle?.pageType === undefined;
      });
    expect(untitled.map((r) => r.path)).toEqual([]);
  });

  it('sends unknown paths of each layout to the not-found page', () => {
    for (const path of ['/nope', '/articles/a/b', '/user/nope', '/admin/nope'])
      expect((deepestMatch(path)?.handle as RouteHandle | undefined)?.notFound, path).toBe(true);
  });
});

describe('the menus composed from the features', () => {
  const menus = Object.fromEntries(
    (['topBar', 'footer', 'userMenu', 'userArea', 'adminSidebar'] as (keyof FeatureNav)[]).map((menu) => [
      menu,
      everyFeature.flatMap((f: FeatureManifest) => (f.nav?.[menu] ?? []).map((entry) => ({ feature: f.name, entry }))),
    ]),
  );

  it.each(Object.entries(menus))('%s: every entry leads to a page of the route table', (_menu, entries) => {
    const broken = entries.filter(({ entry }) => {
      const route = deepestMatch(entry.path);
      return !route || (route.handle as RouteHandle | undefined)?.notFound;
    });
    expect(broken).toEqual([]);
  });

  it.each(Object.entries(menus))('%s: no two entries share a place', (_menu, entries) => {
    // In the admin sidebar a place is an order within a group.
    const place = ({ entry }: (typeof entries)[number]) =>
      'group' in entry ? `${entry.group}:${entry.order}` : String(entry.order);
    const places = entries.map(place);
    expect(entries.filter((e, i) => places.indexOf(place(e)) !== i)).toEqual([]);
  });

  /** `expected` appears in `actual` in this order; entries of features added later may stand between. */
  const expectInOrder = (actual: string[], expected: string[]) =>
    expect(actual.filter((a) => expected.includes(a))).toEqual(expected);
  const line = (m: { path: string; label: string; adminOnly?: boolean }) =>
    `${m.path} ${m.label}${m.adminOnly ? ' (admin)' : ''}`;

  it('keeps the menus of spec 01 §2 in their order', () => {
    expectInOrder(publicMenu.map(line), ['/ 首页', '/articles 文章', '/products 好物', '/pages 页面']);
    expectInOrder(footerLinks.map(line), ['/social-links 联系']);
    expectInOrder(userMenuFor({ role: 'ADMIN' }).map(line), [
      '/user/profile 个人资料',
      '/user/dashboard 仪表盘',
      '/user/interactions 我的收藏',
      '/user/settings 账号设置',
      '/admin/dashboard 管理后台 (admin)',
    ]);
    // A reader's menu has no way into the back office.
    expect(userMenuFor({ role: 'USER' }).some((m) => m.path.startsWith('/admin'))).toBe(false);
    expectInOrder(userAreaMenu.map(line), [
      '/user/dashboard 仪表盘',
      '/user/profile 个人资料',
      '/user/interactions 我的收藏',
      '/user/settings 账号设置',
    ]);
  });

  type Item = { key: string; label: string; icon?: unknown; children?: { key: string; label: string }[] };

  it('keeps the admin sidebar of spec 01 §2 in its order, every submenu open', () => {
    const items = sidebarItems(adminSidebarLinks) as Item[];
    const lines = items.flatMap((i) => [
      `${i.key} ${i.label}`,
      ...(i.children ?? []).map((c) => `${i.key} › ${c.key} ${c.label}`),
    ]);
    expectInOrder(lines, [
      '/admin/dashboard 仪表盘',
      'content 内容管理',
      'content › /admin/articles 文章管理',
      'content › /admin/article-snapshots 文章快照',
      'content › /admin/comments 评论管理',
      'content › /admin/tags 标签管理',
      'content › /admin/pages 自定义页面',
      'products 商品管理',
      'products › /admin/products 商品管理',
      'products › /admin/product-snapshots 商品快照',
      'products › /admin/categories 分类管理',
      '/admin/subscription 订阅管理',
      'settings 设置',
      'settings › /admin/social-links 社交媒体',
      'settings › /admin/friend-links 友链管理',
      'settings › /admin/settings/error-reports 错误报告',
      'settings › /user/profile 个人资料',
    ]);
    expect(openGroups(adminSidebarLinks)).toEqual(items.filter((i) => i.children).map((i) => i.key));
  });

  it('shows a group of the admin sidebar only with entries: a submenu, or its entries with its icon', () => {
    const links = [
      { group: 'settings' as const, path: '/admin/b', label: 'B', order: 20 },
      { group: 'users' as const, path: '/admin/u', label: 'U', order: 10 },
      { group: 'settings' as const, path: '/admin/a', label: 'A', order: 10 },
    ].sort((x, y) => x.order - y.order);
    const items = sidebarItems(links) as Item[];
    expect(items.map((i) => [i.key, i.label, Boolean(i.icon), i.children?.map((c) => c.key)])).toEqual([
      ['/admin/u', 'U', true, undefined],
      ['settings', '设置', true, ['/admin/a', '/admin/b']],
    ]);
    expect(openGroups(links)).toEqual(['settings']);
  });

  it('selects the list an editor belongs to in the admin sidebar', () => {
    const selected = (path: string) => sidebarKeyFor(path, adminSidebarLinks);
    expect(selected('/admin/editor/new')).toBe('/admin/articles');
    expect(selected('/admin/editor/12')).toBe('/admin/articles');
    expect(selected('/admin/pages/edit/3')).toBe('/admin/pages');
    expect(selected('/admin/products/new')).toBe('/admin/products');
    expect(selected('/admin/products')).toBe('/admin/products');
    expect(selected('/admin/product-snapshots')).toBe('/admin/product-snapshots');
    expect(selected('/admin/tags')).toBe('/admin/tags');
  });
});
