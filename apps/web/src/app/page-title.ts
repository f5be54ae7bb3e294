import { useEffect, useMemo } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_TYPE, titleParameters, type PageTitleSteps, type SiteInfo } from '@app/contract';
import { useApi } from '../shared/api/api-context.tsx';
import { pageTitleStepsOf, siteKeys } from '../features/site/index.ts';
import { deepestHandle, titleOf } from './route-handle.ts';
import { useNotFoundShown } from './errors/not-found-signal.ts';

export const TITLE_DEBOUNCE_MS = 100;

/**
 * Spec 01 §4: match the path to a page type, then format the title; on failure fall back to
 * the page's own title, and last to the site name. Public pages match too, on the server render
 * and on client navigation alike (the server answers both from memory): the browser asks the API,
 * the server's render the site service in its own process (PageTitleSteps).
 */
export async function resolveTitle(
  steps: PageTitleSteps,
  input: { pathname: string; search: string; matches: UIMatch[]; siteName: string; notFound?: boolean },
): Promise<string> {
  const found = deepestHandle(input.matches);
  // A route that answered 404 (an unknown article) is titled as the not-found page.
  const { handle, data, params } = input.notFound
    ? { handle: { pageType: 'not-found' }, data: undefined, params: found.params }
    : found;
  const title = titleOf(handle, data);
  try {
    // The administrator's page types decide first (a custom type for /articles/spring-sale wins
    // over 'article'); the route's own type is the fallback when no pattern matches the path.
    const matched = input.notFound ? undefined : (await steps.matchPageType(input.pathname)).pageType;
    const pageType = matched && matched !== DEFAULT_PAGE_TYPE ? matched : (handle.pageType ?? DEFAULT_PAGE_TYPE);
    const parameters = titleParameters(input.pathname, input.search, params);
    const { formattedTitle } = await steps.formatTitle({ pageType, ...(title ? { title } : {}), parameters });
    return formattedTitle || title || input.siteName;
  } catch {
    return title || input.siteName;
  }
}

/** Keeps document.title in step with navigation, debounced by 100 ms. */
export function usePageTitle(): void {
  const api = useApi();
  const steps = useMemo(() => pageTitleStepsOf(api), [api]);
  const location = useLocation();
  const matches = useMatches();
  const queryClient = useQueryClient();
  const notFound = useNotFoundShown();
  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const siteName = queryClient.getQueryData<SiteInfo>(siteKeys.info)?.siteName ?? document.title;
      void resolveTitle(steps, {
        pathname: location.pathname,
        search: location.search,
        matches,
        siteName,
        notFound,
      }).then((t) => {
        if (!cancelled) document.title = t;
      });
    }, TITLE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // matches change identity on every render; the location is what moves the title.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [steps, location.pathname, location.search, notFound]);
}
