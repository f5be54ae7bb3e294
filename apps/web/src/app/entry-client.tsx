import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { createApiClient } from '../shared/api/api-client.ts';
import { createThemeStore, readStoredColours } from '../shared/theme/theme-store.ts';
import { createErrorReporter, installErrorReporter, reportError } from '../shared/lib/error-reporter.ts';
import { loginPathWithReturn } from '../shared/api/login-redirect.ts';
import { bindSessionApi, readToken, useSession } from '../features/auth/index.ts';
import { siteKeys } from '../features/site/index.ts';
import type { SiteAppearance } from '@app/contract';
import { nonceStylesMadeByScript, pageStyleNonce } from '../shared/lib/style-nonce.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { adminRouteDiscovery, createRoutes, loadMatchedRoutes } from './router.tsx';
import { queriesAsOf, readSsrState } from './ssr-state.ts';
import './global.css';

declare global {
  interface Window {
    /** Where React Router's browser router looks for the server's loader data. */
    __staticRouterHydrationData?: HydrationState;
  }
}

// Before anything renders: every <style> made from here on carries the page's nonce.
const styleNonce = pageStyleNonce();
if (styleNonce) nonceStylesMadeByScript(styleNonce);

const ssrState = readSsrState();
const queryClient = createQueryClient();
if (ssrState) hydrate(queryClient, queriesAsOf(ssrState.queries, Date.now()));

const here = () => window.location.pathname + window.location.search;
let navigateTo: (path: string) => void = (path) => window.location.assign(path);

const api = createApiClient({
  getToken: readToken,
  currentPath: here,
  onUnauthorized(redirectToLogin, sentToken) {
    if (sentToken !== readToken()) return; // a 401 for a token another tab or a new login replaced
    useSession.getState().clear();
    if (redirectToLogin) navigateTo(loginPathWithReturn(here()));
  },
});
bindSessionApi(api);

// Render errors (the error boundary), uncaught errors and unhandled rejections reach the admins.
installErrorReporter(
  createErrorReporter({
    send: (report) => api.post('/errors/report', report),
    userId: () => useSession.getState().user?.id ?? 'anonymous',
  }),
);
window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
window.addEventListener('error', (event) => reportError(event.error ?? event.message));

// React Router revives the route errors of its own hydration data (RouteErrorResponse, Error).
if (ssrState) window.__staticRouterHydrationData = ssrState.router;
const routes = createRoutes({ queryClient, api });
const container = document.getElementById('root')!;
// A server-rendered page is hydrated once the code of the routes it matched is here (public pages
// load on demand too). If that fails (a new deployment took the files away), the page is drawn
// anew: the router tries again itself and ends on the error page, which reports it and reloads once.
const serverRendered = container.hasChildNodes();
void (serverRendered ? loadMatchedRoutes(routes, window.location) : Promise.resolve()).then(
  () => start(serverRendered),
  () => start(false),
);

function start(hydrating: boolean) {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: adminRouteDiscovery({ queryClient, api }) });
  navigateTo = (path) => void router.navigate(path, { replace: true });

  // The colours the server rendered with; a page rendered here only (/user, /admin) starts from this
  // browser's copy of the site's theme until the site answers.
  const colours = queryClient.getQueryData<SiteAppearance>(siteKeys.appearance)?.theme ?? readStoredColours();

  const app = (
    <AppProviders
      api={api}
      queryClient={queryClient}
      styleNonce={styleNonce}
      themeStore={createThemeStore(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light', colours)}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (one ~250 ms task on this machine's Chromium, four
  // times that on a phone), so a tap or a scroll during hydration is answered (as React Router's
  // own client entry does).
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
