import { z } from './zod-locale.ts';
import { DEFAULT_PAGE_TYPE, TITLE_QUERY_PARAMS, TITLE_ROUTE_PARAMS } from './values/site.ts';

/**
 * Page types and their title templates (spec 01 §2 "Page titles and page types", §4 title
 * formatting): the path patterns, the matching, the formatting and the administrator's calls.
 * The server formats titles with these functions and the admin screen previews with the same.
 */

export const PAGE_TYPE_LIMITS = {
  code: 64,
  name: 50,
  pattern: 200,
  patterns: 10,
  template: 200,
  priorityMax: 1000,
} as const;

/** Placeholders every template may use besides the parameters of the path and the query. */
export const TITLE_BASE_PLACEHOLDERS = ['title', 'siteName', 'tagline'] as const;

/** Route parameters a pattern may bind (`:slug`): spec 01 §2's, and `query` from a search segment. */
export const PATTERN_PARAMS = [...TITLE_ROUTE_PARAMS, 'query'] as const;

/** Every placeholder a template may use: {title}, {siteName}, {tagline}, route and query parameters. */
export const TITLE_PLACEHOLDERS: readonly string[] = [
  ...new Set<string>([...TITLE_BASE_PLACEHOLDERS, ...PATTERN_PARAMS, ...TITLE_QUERY_PARAMS]),
];

/**
 * Matches a path against a pattern of literal segments, `:name` segments (one segment) and a
 * trailing `*` (any rest, including nothing). Trailing slashes and case of literals are ignored;
 * the path may come percent-encoded (a browser's location.pathname) or not.
 */
export function matchPathPattern(pattern: string, path: string): Record<string, string> | null {
  const split = (p: string) => p.split('/').filter((s) => s.length > 0);
  const want = split(pattern);
  const have = split(path.split(/[?#]/)[0] ?? '/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment === '*') return params;
    const actual = have[i];
    if (actual === undefined) return null;
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = safeDecode(actual);
    } else if (segment.toLowerCase() !== safeDecode(actual).toLowerCase()) {
      return null;
    }
  }
  return have.length === want.length ? params : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A literal segment: letters (any script), digits and the URL-safe marks. */
const LITERAL_SEGMENT = /^[\p{L}\p{N}._~-]+$/u;

/** Why a path pattern is not usable, in Chinese; null when it is. */
export function pathPatternProblem(pattern: string): string | null {
  if (!pattern.startsWith('/')) return '路径模式必须以 / 开头';
  if (pattern.length > PAGE_TYPE_LIMITS.pattern) return `路径模式不能超过${PAGE_TYPE_LIMITS.pattern}个字符`;
  if (/[?#]/.test(pattern)) return '路径模式不能包含 ? 或 #（查询参数会自动提供给标题）';
  if (pattern.includes('//')) return '路径模式不能包含连续的 /';
  const segments = pattern.split('/').filter(Boolean);
  const seen = new Set<string>();
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') {
      if (i !== segments.length - 1) return '通配符 * 只能出现在路径模式的最后一段';
    } else if (segment.startsWith(':')) {
      const name = segment.slice(1);
      if (!(PATTERN_PARAMS as readonly string[]).includes(name))
        return `不支持的路径参数 :${name}，可用：${PATTERN_PARAMS.map((p) => `:${p}`).join('、')}`;
      if (seen.has(name)) return `路径参数 :${name} 重复`;
      seen.add(name);
    } else if (!LITERAL_SEGMENT.test(segment)) {
      return `路径段“${segment}”只能包含文字、数字和 - _ . ~`;
    }
  }
  return null;
}

/** Why a title template is not usable, in Chinese; null when it is. */
export function titleTemplateProblem(template: string): string | null {
  if (template.trim() === '') return '请输入标题模板';
  if (template.length > PAGE_TYPE_LIMITS.template) return `标题模板不能超过${PAGE_TYPE_LIMITS.template}个字符`;
  let depth = 0;
  for (const ch of template) {
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    if (depth < 0 || depth > 1) return '标题模板的花括号不成对';
  }
  if (depth !== 0) return '标题模板的花括号不成对';
  for (const [, name] of template.matchAll(/\{([^{}]*)\}/g)) {
    if (!TITLE_PLACEHOLDERS.includes(name ?? ''))
      return `未知的占位符 {${name ?? ''}}，可用：${TITLE_PLACEHOLDERS.map((p) => `{${p}}`).join('')}`;
  }
  return null;
}

/** The separators between a template's segments (' - ', ' | ', ' · ' …), kept by the split. */
// (Spaces are folded to one first, so the separator needs no quantifier that input could make slow.)
// The dashes (– —), the middle dot (·) and the full-width colon (：) are written as escapes: the
// server's bundle is ASCII only (scripts/builds.mjs), and a regular expression keeps what it is given.
const SEGMENT_SEPARATOR = /( [-|\u2013\u2014\u00B7] )/;
/** What a segment emptied of its value leaves dangling at its ends ("搜索：" → "搜索"). */
const EDGE_SEPARATOR = /[\s\-|\u2013\u2014\u00B7:\uFF1A]/;

/** Trims separator characters from both ends in one pass each (a regex like /[-]+$/ is quadratic). */
function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && EDGE_SEPARATOR.test(text[start]!)) start += 1;
  while (end > start && EDGE_SEPARATOR.test(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

/**
 * Fills a template. Each segment between separators is filled on its own: a segment left empty
 * by a missing value drops out with its separator and punctuation ('搜索：' → '搜索'), and a
 * repeated neighbour collapses ('个人中心 - 个人中心 - 站点' → '个人中心 - 站点'). The separators
 * kept are the template's own. Nothing left: the site name.
 */
export function fillTitleTemplate(template: string, values: Record<string, string> & { siteName: string }): string {
  const parts = template.replace(/\s+/g, ' ').split(SEGMENT_SEPARATOR);
  let title = '';
  let previous: string | undefined;
  // Even indexes are segments, odd ones the separator before the next segment.
  for (let i = 0; i < parts.length; i += 2) {
    const segment = trimSeparators(
      parts[i]!.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '').replace(/\s+/g, ' '),
    );
    if (segment === '' || segment === previous) continue;
    title += previous === undefined ? segment : `${parts[i - 1] ?? ' - '}${segment}`;
    previous = segment;
  }
  return title || values.siteName;
}

const patternSchema = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = pathPatternProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const templateSchema = z.string().superRefine((v, ctx) => {
  const problem = titleTemplateProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const patternsSchema = z
  .array(patternSchema)
  .max(PAGE_TYPE_LIMITS.patterns, `路径模式最多${PAGE_TYPE_LIMITS.patterns}个`)
  .refine((list) => new Set(list).size === list.length, '路径模式重复');

const pageTypeFields = {
  name: z
    .string({ error: '请输入页面类型名称' })
    .trim()
    .min(1, '请输入页面类型名称')
    .max(PAGE_TYPE_LIMITS.name, `名称不能超过${PAGE_TYPE_LIMITS.name}个字符`),
  priority: z
    .number({ error: '优先级必须是数字' })
    .int('优先级必须是整数')
    .min(0, `优先级须在0到${PAGE_TYPE_LIMITS.priorityMax}之间`)
    .max(PAGE_TYPE_LIMITS.priorityMax, `优先级须在0到${PAGE_TYPE_LIMITS.priorityMax}之间`),
  template: templateSchema,
};

/** Edit of a page type: built-in ones too (their code stays; 'default' and 'not-found' may have no pattern). */
export const pageTypeUpdateSchema = z.object({ ...pageTypeFields, patterns: patternsSchema });
export type PageTypeUpdateInput = z.input<typeof pageTypeUpdateSchema>;

/** A custom page type: a code of its own and at least one path. */
export const pageTypeCreateSchema = z.object({
  ...pageTypeFields,
  code: z
    .string({ error: '请输入页面类型代码' })
    .trim()
    .min(2, '代码至少2个字符')
    .max(PAGE_TYPE_LIMITS.code, `代码不能超过${PAGE_TYPE_LIMITS.code}个字符`)
    .regex(/^[a-z][a-z0-9-]*$/, '代码只能包含小写字母、数字和连字符，并以字母开头'),
  patterns: patternsSchema.min(1, '请至少填写一个路径模式'),
});
export type PageTypeCreateInput = z.input<typeof pageTypeCreateSchema>;

export const pageTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  patterns: z.array(z.string()),
  priority: z.number().int(),
  builtin: z.boolean(),
  template: z.string(),
  /** The template the reset goes back to. */
  defaultTemplate: z.string(),
});
export type PageType = z.infer<typeof pageTypeSchema>;

export const titleTemplateSchema = z.object({ pageType: z.string(), template: z.string() });
export type TitleTemplate = z.infer<typeof titleTemplateSchema>;

/** PUT /admin/site/page-titles: several templates at once, each for an existing page type. */
export const pageTitlesUpdateSchema = z.object({
  titles: z
    .array(z.object({ pageType: z.string().trim().min(1).max(PAGE_TYPE_LIMITS.code), template: templateSchema }))
    .min(1, '没有要保存的标题模板')
    .max(200),
});
export type PageTitlesUpdateInput = z.input<typeof pageTitlesUpdateSchema>;

/** The template a new custom page type starts with, and the one reset gives it back. */
export const DEFAULT_TITLE_TEMPLATE = '{title} - {siteName}';

/** The first type (highest priority first, then oldest) whose patterns match; 'default' otherwise. */
export function matchPageTypeIn(
  types: readonly { code: string; patterns: readonly string[] }[],
  path: string,
): { code: string; params: Record<string, string> } {
  for (const type of types) {
    for (const pattern of type.patterns) {
      const params = matchPathPattern(pattern, path);
      if (params) return { code: type.code, params };
    }
  }
  return { code: DEFAULT_PAGE_TYPE, params: {} };
}

export const PAGE_TYPE_MESSAGES = {
  titlesSaved: '页面标题已保存',
  titlesReset: '已恢复默认的页面标题和页面类型',
  created: '页面类型已添加',
  updated: '页面类型已更新',
  deleted: '页面类型已删除',
} as const;
