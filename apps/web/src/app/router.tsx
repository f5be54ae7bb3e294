import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { appearanceQuery, siteInfoQuery } from '../features/site/index.ts';
import { loadSocialLinks } from '../features/social-links/index.ts';
import { LoadingScreen } from '../shared/ui/loading-screen.tsx';
import type { FeatureContext, RouteHandle } from './feature-manifest.ts';
import { composeRoutes } from './feature-list.ts';
import { RootLayout } from './root-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RouteErrorPage } from './errors/route-error-page.tsx';

const ADMIN_ROUTE_ID = 'admin';

/** Each layout's catch-all: the not-found page, HTTP 404 on the server. */
const notFound = (): RouteObject => ({
  path: '*',
  element: <NotFoundPage />,
  handle: { pageType: 'not-found', notFound: true } satisfies RouteHandle,
});

/**
 * Resolves the `lazy` of every route `location` matches into the route itself. The browser does
 * this before it hydrates a server-rendered page (entry-client.tsx): the router would otherwise
 * render its fallback in place of the server's HTML while the page's code loads. The server's
 * static handler resolves the matched routes itself before it renders.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: string | Partial<Location>): Promise<void> {
  const matched = (matchRoutes(routes, location) ?? []).map((m) => m.route);
  const loaded = await Promise.all(matched.map((r) => (typeof r.lazy === 'function' ? r.lazy() : null)));
  matched.forEach((route, i) => loaded[i] && Object.assign(route, loaded[i], { lazy: undefined }));
}

/**
 * The one route table (spec 01 §2): the layouts, with every feature's routes inside
 * (features.ts). Every page loads on demand (`lazy`), the public ones too: the server resolves the
 * matched routes before it renders them and the browser before it hydrates (loadMatchedRoutes),
 * so a public page is still rendered on the server and its first paint is the server's. A page's
 * loader stays in its manifest, so its data is fetched while its code loads. /user/* and /admin/*
 * are client-only, their layouts loaded on demand too.
 */
export function createRoutes(context: FeatureContext): RouteObject[] {
  const routes = composeRoutes(context);
  // Every page is drawn with the site's colours (and the public ones with its backgrounds): the
  // server renders them into the page, so nothing flashes from the default colours.
  const siteLook = () => {
    const { queryClient, api } = context;
    return Promise.all([
      queryClient.ensureQueryData(siteInfoQuery(api)),
      queryClient.ensureQueryData(appearanceQuery(api)),
    ]);
  };
  const withSiteInfo = async () => {
    await siteLook();
    return null;
  };
  // The footer's featured social links are in every public page's HTML; the list is kept fresh
  // for minutes, so moving between pages does not ask again.
  const withSiteInfoAndFooter = async () => {
    await Promise.all([siteLook(), loadSocialLinks(context.queryClient, context.api)]);
    return null;
  };
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        {
          id: 'main',
          element: <MainLayout />,
          loader: withSiteInfoAndFooter,
          errorElement: <RouteErrorPage />,
          children: [...routes.main, notFound()],
        },
        {
          path: 'auth',
          loader: withSiteInfo,
          lazy: async () => ({ Component: (await import('./layouts/simple-layout.tsx')).SimpleLayout }),
          children: routes.auth,
        },
        {
          path: 'user',
          loader: withSiteInfo,
          lazy: async () => ({ Component: (await import('./layouts/user-layout.tsx')).UserLayout }),
          children: [...routes.user, notFound()],
        },
        {
          // Its pages join on the first visit under /admin (adminRouteDiscovery).
          id: ADMIN_ROUTE_ID,
          path: 'admin',
          loader: withSiteInfo,
          lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
          children: [...routes.admin, notFound()],
        },
      ],
    },
  ];
}

/**
 * The back office's pages join the route table on the first visit under /admin (React Router's
 * `patchRoutesOnNavigation`, which the browser's router asks on a path that ends on a catch-all or
 * a parameter): their manifests (admin-features.ts) load then, not with every public page.
 */
export function adminRouteDiscovery(context: FeatureContext): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ path, patch, signal }) => {
    if (added || !/^\/admin(?:\/|$)/.test(path)) return;
    const { adminRoutes } = await import('./admin-feature-list.ts');
    // Another navigation may have added them meanwhile; a cancelled one leaves them for the next.
    if (added || signal.aborted) return;
    patch(ADMIN_ROUTE_ID, adminRoutes(context));
    added = true;
  };
}
