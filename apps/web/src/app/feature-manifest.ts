import type { IndexRouteObject, NonIndexRouteObject } from 'react-router';
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../shared/api/api-client.ts';

/**
 * What a web feature tells the shell: its routes per layout and its menu entries. A feature
 * exports one from its feature.ts (or .tsx); the shell (router.tsx, navigation.ts, the layouts)
 * only composes the list in features.ts, so adding a feature is its own folder plus one line there.
 */
export interface FeatureManifest {
  name: string;
  /** Called once per route table (the browser's, the server's) with what loaders need. */
  routes?: (context: FeatureContext) => FeatureRoutes;
  nav?: FeatureNav;
}

export const defineFeature = (manifest: FeatureManifest): FeatureManifest => manifest;

/**
 * What loaders fetch with. Read its members when a loader runs, never when the routes are made:
 * the server makes its route table once and answers each render's loaders with that render's own
 * query cache and API client (entry-server.tsx).
 */
export interface FeatureContext {
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
}

/**
 * Routes per layout, relative to it. Every page is loaded on demand, `lazy: async () => ({ Component:
 * (await import('./pages/x-page.tsx')).XPage })`, with its loader and handle in the manifest (its data
 * is fetched while its code loads). `main` and `auth` are rendered on the server, which resolves the
 * matched routes first, as the browser does before it hydrates (router.tsx, loadMatchedRoutes); `user`
 * and `admin` are client-only. A manifest is loaded with every page: it imports no page and nothing
 * of the back office but through `import()` (route-table.test.ts and bundle-split.test.ts check).
 */
export interface FeatureRoutes {
  /** The public layout (top bar, footer) at /. */
  main?: FeatureRoute[];
  /** The header-only layout at /auth. */
  auth?: FeatureRoute[];
  /** The signed-in area at /user. */
  user?: FeatureRoute[];
  /** The administrator area at /admin. */
  admin?: FeatureRoute[];
}

/** A React Router route whose handle is typed. */
export type FeatureRoute =
  | (Omit<IndexRouteObject, 'handle'> & { handle?: RouteHandle })
  | (Omit<NonIndexRouteObject, 'handle' | 'children'> & { handle?: RouteHandle; children?: FeatureRoute[] });

/** What a route tells the shell about its page. */
export interface RouteHandle {
  /**
   * Page type for the title when none of the administrator's page types matches the path (the
   * path is always matched first: a custom type for one article wins over 'article').
   */
  pageType?: string;
  /** The page's own title ({title} in the template). */
  title?: string | ((data: unknown) => string | undefined);
  /** The catch-all route: the server answers 404. */
  notFound?: boolean;
  /** Description, canonical URL, Open Graph, JSON-LD for the server-rendered head. */
  meta?: (data: unknown) => PageMeta | undefined;
  /**
   * Rendering the page does something for its visitor (an unsubscribe link): the server renders
   * it every time, never from the rendered-page cache.
   */
  uncached?: boolean;
  /**
   * The query parameters the page reads, in its loader and its components (`['page', 'tag']`).
   * The server renders and caches the page with these alone (app/page-key.ts), so any other
   * parameter (`?utm_source=`, `?r=123`) neither renders it anew nor takes memory. A parameter
   * read but not declared is lost on the server (page-key.test.ts checks the loaders).
   */
  query?: readonly string[];
}

/** What a page tells search engines and link previews; written into <head> by the server render. */
export interface PageMeta {
  description?: string;
  /** Path on this site; made absolute with the site's origin. */
  canonicalPath?: string;
  ogType?: 'website' | 'article' | 'product';
  ogTitle?: string;
  image?: string | null;
  /** Structured data; a function gets a helper that makes a path on this site absolute. */
  jsonLd?: Record<string, unknown> | ((absolute: (path: string) => string) => Record<string, unknown>);
  /** Keep the page out of search results (an off-shelf product). */
  noindex?: boolean;
}

/**
 * A menu entry. Menus list the entries of all features by `order` (ties are not allowed), so
 * each feature places itself without a central list. The spec's places, with room between:
 * - topBar: home 10, articles 20, products 30, friends 40, social 50, pages 60
 * - footer: contact (/social-links) 20; about 10 and privacy 30 are site settings (site-footer.tsx)
 * - userMenu: profile 10, dashboard 20, interactions 30, settings 40, admin back office 90
 * - userArea: dashboard 10, profile 20, interactions 30, comments 40, settings 50
 * - adminSidebar, within a group: content: articles 10, article snapshots 20, comments 30,
 *   tags 40, custom pages 50; products: products 10, snapshots 20, categories 30;
 *   settings: site 10, social media 20, friend links 30, page titles 40, backgrounds 50,
 *   error reports 60, personal profile 70; files: files 10
 */
interface NavLink {
  path: string;
  label: string;
  order: number;
}

/** The admin sidebar's groups (spec 01 §2), shown in this order; a group without entries is not shown. */
export const ADMIN_GROUPS = [
  'dashboard',
  'content',
  'products',
  'users',
  'favourites',
  'subscriptions',
  'files',
  'settings',
] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/**
 * The icons of the section menu beside /user/* pages, named: the user layout draws them
 * (layouts/user-area-icons.tsx), so the manifests every public page loads carry no icon's code.
 */
export type UserAreaIcon = 'dashboard' | 'profile' | 'favourites' | 'comments' | 'settings';

export interface FeatureNav {
  /** The public top bar (and the mobile drawer). */
  topBar?: NavLink[];
  footer?: NavLink[];
  /** The signed-in user's menu in the top bar. */
  userMenu?: (NavLink & { adminOnly?: boolean })[];
  /** The section menu beside /user/* pages. */
  userArea?: (NavLink & { icon: UserAreaIcon })[];
  adminSidebar?: (NavLink & {
    group: AdminGroup;
    /** Pages whose path starts with this also select the entry (an editor under its list). */
    activeUnder?: string;
    /** A count shown beside the entry (comments awaiting review); 0 shows nothing. */
    badge?: SidebarBadge;
  })[];
}

/**
 * Where an admin sidebar entry's count comes from: a query the sidebar runs, refetching as its
 * options say. A manifest is loaded with every public page, so this is a query options factory
 * (a few lines in the manifest), never a component that would pull back-office code in.
 */
export type SidebarBadge = (api: ApiClient) => UseQueryOptions<number, Error, number, readonly unknown[]>;
