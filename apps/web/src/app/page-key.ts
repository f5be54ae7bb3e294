import { matchRoutes, type RouteObject } from 'react-router';
import { createApiClient } from '../shared/api/api-client.ts';
import type { RouteHandle } from './feature-manifest.ts';
import { createQueryClient } from './query-client.ts';
import { createRoutes } from './router.tsx';

/**
 * Matching a path against the route table costs most of a millisecond (React Router flattens and
 * ranks the whole table each time), more than answering from the page cache. So the parameters
 * of recently keyed paths are remembered: a few hundred short paths, a few hundred kB at most
 * whatever the paths sent.
 */
const REMEMBERED_PATHS = 500;
const REMEMBERED_PATH_LENGTH = 256;

/**
 * The address a public page is rendered and cached under: its path, and of its query only the
 * parameters its routes declare (RouteHandle.query), the first value of each as the page reads
 * it, empty ones dropped, sorted by name and encoded one way. `/articles?utm_source=x&tag=&page=2`
 * is `/articles?page=2`; every junk query string of a page has the page's one key, so anyone
 * sending `/?r=1`, `/?r=2`, … gets the cached page instead of a render each.
 */
export function createPageKey(routes: RouteObject[]): (url: string) => string {
  const declaredByPath = new Map<string, readonly string[]>();
  const declaredFor = (pathname: string): readonly string[] => {
    const remembered = declaredByPath.get(pathname);
    if (remembered) return remembered;
    const names = (matchRoutes(routes, pathname) ?? []).flatMap(
      ({ route }) => (route.handle as RouteHandle | undefined)?.query ?? [],
    );
    const declared = [...new Set(names)].sort();
    if (pathname.length <= REMEMBERED_PATH_LENGTH) {
      if (declaredByPath.size >= REMEMBERED_PATHS) declaredByPath.delete(declaredByPath.keys().next().value!);
      declaredByPath.set(pathname, declared);
    }
    return declared;
  };

  return (url) => {
    // Read as a path on this site whatever it looks like: `//host/x` is not another host's
    // address, and the key never starts with `//`, which the render would take for one.
    const { pathname: raw, searchParams } = new URL(`http://page.key/${url.replace(/^\/+/, '')}`);
    const pathname = raw.replace(/^\/+/, '/');
    const kept = new URLSearchParams();
    for (const name of declaredFor(pathname)) {
      const value = searchParams.get(name);
      if (value) kept.set(name, value);
    }
    const query = kept.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

let appPageKey: ((url: string) => string) | undefined;

/**
 * createPageKey over the app's own route table, built on first use: matching a path runs no
 * loader, so the table's query client and API client are never called.
 */
export const pageKey = (url: string): string =>
  (appPageKey ??= createPageKey(createRoutes({ queryClient: createQueryClient(), api: createApiClient() })))(url);
