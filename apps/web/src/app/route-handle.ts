import type { UIMatch } from 'react-router';
import type { RouteHandle } from './feature-manifest.ts';

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
