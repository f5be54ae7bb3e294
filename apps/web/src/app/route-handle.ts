import type { UIMatch } from 'react-router';
import type { PageMeta } from './page-meta.ts';

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** Page type for the title; otherwise the server matches the path. */
  pageType?: string;
  /** The page's own title ({title} in the template). */
  title?: string | ((data: unknown) => string | undefined);
  /** The catch-all route: the server answers 404. */
  notFound?: boolean;
  /** Description, canonical URL, Open Graph, JSON-LD for the server-rendered head. */
  meta?: (data: unknown) => PageMeta | undefined;
}

export function deepestHandle(matches: UIMatch[]): {
  handle: RouteHandle;
  data: unknown;
  params: Record<string, string | undefined>;
} {
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i]!;
    const handle = m.handle as RouteHandle | undefined;
    if (handle && (handle.title !== undefined || handle.pageType !== undefined || handle.notFound || handle.meta))
      return { handle, data: m.loaderData, params: m.params };
  }
  return { handle: {}, data: undefined, params: matches.at(-1)?.params ?? {} };
}

export const titleOf = (handle: RouteHandle, data: unknown): string | undefined =>
  typeof handle.title === 'function' ? handle.title(data) : handle.title;
