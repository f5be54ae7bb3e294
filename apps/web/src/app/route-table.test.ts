import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../shared/api/api-client.ts';
import type { FeatureManifest, FeatureNav, FeatureRoute, RouteHandle } from './feature-manifest.ts';
import { composeRoutes, features } from './feature-list.ts';
import { createRoutes } from './router.tsx';
import { adminSidebarLinks, footerLinks, publicMenu, userAreaMenu, userMenu } from './navigation.ts';
import { openGroups, sidebarItems, sidebarKeyFor } from './layouts/admin-sidebar.tsx';

const context = { queryClient: new QueryClient(), api: createApiClient() };
const slots = composeRoutes(context);
const routes = createRoutes(context);

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
  it('has every feature folder with a manifest registered in features.ts', () => {
    const folders = import.meta.glob<Record<string, FeatureManifest>>('../features/*/feature.{ts,tsx}', {
      eager: true,
    });
    const unregistered = Object.entries(folders)
      .filter(([, exports]) => !Object.values(exports).every((m) => features.includes(m)))
      .map(([file]) => file);
    expect(unregistered).toEqual([]);
    expect(features).toHaveLength(Object.keys(folders).length);
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

  it('renders public pages without waiting for code (server rendering)', () => {
    const lazy = [...flatten(slots.main), ...flatten(slots.auth)].filter(({ route }) => route.lazy !== undefined);
    expect(lazy.map((r) => r.path)).toEqual([]);
  });

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
      features.flatMap((f: FeatureManifest) => (f.nav?.[menu] ?? []).map((entry) => ({ feature: f.name, entry }))),
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

  it('keeps the public menus of spec 01 §2 in their order', () => {
    expect(publicMenu.map((m) => [m.path, m.label])).toEqual([
      ['/', '首页'],
      ['/articles', '文章'],
      ['/products', '好物'],
      ['/pages', '页面'],
    ]);
    expect(footerLinks.map((m) => [m.path, m.label])).toEqual([
      ['/articles/about', '关于我'],
      ['/articles/privacy', '隐私政策'],
    ]);
    expect(userMenu.map((m) => [m.path, m.label, Boolean(m.adminOnly)])).toEqual([
      ['/user/profile', '个人资料', false],
      ['/user/dashboard', '仪表盘', false],
      ['/user/interactions', '我的收藏', false],
      ['/user/settings', '账号设置', false],
      ['/admin/dashboard', '管理后台', true],
    ]);
    expect(userAreaMenu.map((m) => [m.path, m.label])).toEqual([
      ['/user/dashboard', '仪表盘'],
      ['/user/profile', '个人资料'],
      ['/user/interactions', '我的收藏'],
      ['/user/settings', '账号设置'],
    ]);
  });

  it('groups the admin sidebar in spec order and leaves out empty groups', () => {
    const items = sidebarItems(adminSidebarLinks) as {
      key: string;
      label: string;
      children?: { key: string; label: string }[];
    }[];
    expect(items.map((i) => [i.key, i.label, i.children?.map((c) => [c.key, c.label])])).toEqual([
      ['/admin/dashboard', '仪表盘', undefined],
      [
        'content',
        '内容管理',
        [
          ['/admin/articles', '文章管理'],
          ['/admin/article-snapshots', '文章快照'],
          ['/admin/tags', '标签管理'],
          ['/admin/pages', '自定义页面'],
        ],
      ],
      [
        'products',
        '商品管理',
        [
          ['/admin/products', '商品管理'],
          ['/admin/product-snapshots', '商品快照'],
          ['/admin/categories', '分类管理'],
        ],
      ],
      [
        'settings',
        '设置',
        [
          ['/admin/settings/error-reports', '错误报告'],
          ['/user/profile', '个人资料'],
        ],
      ],
    ]);
    expect(openGroups(adminSidebarLinks)).toEqual(['content', 'products', 'settings']);
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
