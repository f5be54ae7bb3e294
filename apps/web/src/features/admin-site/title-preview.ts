import {
  DEFAULT_PAGE_TYPE,
  DEFAULT_TITLE_TEMPLATE,
  fillTitleTemplate,
  matchPageTypeIn,
  titleParameters,
} from '@app/contract';

/** A page type as the preview needs it: what the table shows, or what the form holds. */
export interface PreviewType {
  code: string;
  name: string;
  patterns: readonly string[];
  priority: number;
  template: string;
}

export interface TitlePreview {
  /** The type the path maps to ('default' when none matches). */
  code: string;
  name: string;
  title: string;
}

/**
 * The browser title a page at `path` would get, worked out here as the server does it: the first
 * type by priority whose pattern matches (route parameters bound), the query's parameters, the
 * type's template filled with the site's name and tagline and the page's own title.
 */
export function previewTitle(input: {
  path: string;
  types: readonly PreviewType[];
  site: { siteName: string; tagline: string };
  title: string;
}): TitlePreview {
  const path = input.path.trim();
  const at = path.indexOf('?');
  const pathname = at < 0 ? path : path.slice(0, at);
  const search = at < 0 ? '' : path.slice(at);
  // Highest priority first; equal ones keep their order (the server's: oldest first).
  const ordered = [...input.types].sort((a, b) => b.priority - a.priority);
  const { code, params } = matchPageTypeIn(ordered, pathname);
  const type = input.types.find((t) => t.code === code) ?? input.types.find((t) => t.code === DEFAULT_PAGE_TYPE);
  const values = titleParameters(pathname, search, params);
  return {
    code,
    name: type?.name ?? '默认',
    title: fillTitleTemplate(type?.template ?? DEFAULT_TITLE_TEMPLATE, {
      ...values,
      siteName: input.site.siteName,
      tagline: input.site.tagline,
      title: input.title.trim(),
    }),
  };
}

/** A path the pattern matches, for the form's first preview: `:slug` → 'hello-world', `*` → nothing. */
export function samplePathOf(pattern: string | undefined): string {
  if (!pattern) return '/';
  const sample: Record<string, string> = { id: '1', slug: 'hello-world', username: 'alice', query: '相机' };
  const path = pattern
    .split('/')
    .filter((s) => s !== '' && s !== '*')
    .map((s) => (s.startsWith(':') ? (sample[s.slice(1)] ?? 'x') : s))
    .join('/');
  return `/${path}`;
}
