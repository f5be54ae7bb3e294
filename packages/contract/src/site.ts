import { z } from './zod-locale.ts';
import { imageUrlSchema } from './articles.ts';
import { DEFAULT_PAGE_TYPE, SITE_SETTINGS_LIMITS, isLinkTarget } from './values/site.ts';

export const matchPageTypeSchema = z.object({
  path: z.string().max(2000, '路径过长').default('/'),
});
export type MatchPageTypeInput = z.input<typeof matchPageTypeSchema>;
export const matchPageTypeResultSchema = z.object({ pageType: z.string() });
export type MatchPageTypeResult = z.infer<typeof matchPageTypeResultSchema>;

export const formatTitleSchema = z.object({
  pageType: z.string().trim().max(64).default(DEFAULT_PAGE_TYPE),
  title: z.string().max(500).optional().nullable(),
  parameters: z
    .record(z.string(), z.union([z.string(), z.number()]).transform(String))
    .optional()
    .nullable(),
});
export type FormatTitleInput = z.input<typeof formatTitleSchema>;
export const formatTitleResultSchema = z.object({ formattedTitle: z.string() });
export type FormatTitleResult = z.infer<typeof formatTitleResultSchema>;

/**
 * A page's title in two steps (spec 01 §4): match the path to a page type, then format that type's
 * template. The browser takes them from POST /api/public/site/match-page-type and format-title; the
 * server's render from the site service in its own process, with the same validation and answers.
 */
export interface PageTitleSteps {
  matchPageType(path: string): Promise<MatchPageTypeResult>;
  formatTitle(input: FormatTitleInput): Promise<FormatTitleResult>;
}

const linkTargetSchema = z
  .string()
  .trim()
  .max(SITE_SETTINGS_LIMITS.linkTarget, `链接不能超过${SITE_SETTINGS_LIMITS.linkTarget}个字符`)
  .refine(isLinkTarget, '链接必须是以 / 开头的站内路径或 http(s) 地址');

/**
 * The site settings the owner edits at /admin/settings/site (issue 19). Every value is public:
 * the pages, the feeds and the head show them, so the same shape is the public site info.
 */
export const siteSettingsSchema = z.object({
  siteName: z
    .string({ error: '请输入站点名称' })
    .trim()
    .min(1, '请输入站点名称')
    .max(SITE_SETTINGS_LIMITS.siteName, `站点名称不能超过${SITE_SETTINGS_LIMITS.siteName}个字符`),
  tagline: z.string().trim().max(SITE_SETTINGS_LIMITS.tagline, `标语不能超过${SITE_SETTINGS_LIMITS.tagline}个字符`),
  description: z
    .string()
    .trim()
    .max(SITE_SETTINGS_LIMITS.description, `站点描述不能超过${SITE_SETTINGS_LIMITS.description}个字符`),
  keywords: z
    .string()
    .trim()
    .max(SITE_SETTINGS_LIMITS.keywords, `关键词不能超过${SITE_SETTINGS_LIMITS.keywords}个字符`),
  logoUrl: imageUrlSchema,
  faviconUrl: imageUrlSchema,
  aboutPath: linkTargetSchema,
  privacyPath: linkTargetSchema,
  icpNumber: z
    .string()
    .trim()
    .max(SITE_SETTINGS_LIMITS.icpNumber, `备案号不能超过${SITE_SETTINGS_LIMITS.icpNumber}个字符`)
    .refine((v) => !/[<>"]/.test(v), '备案号不能包含 < > "'),
  pageSize: z
    .number({ error: '请输入每页条数' })
    .int('每页条数必须是整数')
    .min(
      SITE_SETTINGS_LIMITS.pageSizeMin,
      `每页条数须在${SITE_SETTINGS_LIMITS.pageSizeMin}到${SITE_SETTINGS_LIMITS.pageSizeMax}之间`,
    )
    .max(
      SITE_SETTINGS_LIMITS.pageSizeMax,
      `每页条数须在${SITE_SETTINGS_LIMITS.pageSizeMin}到${SITE_SETTINGS_LIMITS.pageSizeMax}之间`,
    ),
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

export const siteInfoSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  description: z.string(),
  keywords: z.string(),
  logoUrl: z.string(),
  faviconUrl: z.string(),
  /** The footer's 关于我 and 隐私政策 targets; empty hides the link. */
  aboutPath: z.string(),
  privacyPath: z.string(),
  /** 备案号, shown in the footer linking to ICP_LINK when set. */
  icpNumber: z.string(),
  /** How many articles a public list page shows. */
  pageSize: z.number().int(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
