import { z } from './zod-locale.ts';
import { pageQuerySchema } from './envelope.ts';
import { optionalSlugSchema } from './slugs.ts';
import { headingSchema } from './articles.ts';

/** Custom pages ("关于本站", "留言板", …): Markdown content with their own address /pages/{slug}. */

export const PAGE_TITLE_MAX = 200;
export const PAGE_SLUG_MAX = 200;
export const PAGE_CONTENT_MAX = 200_000;
export const PAGE_SORT_ORDER_MAX = 9999;
export const PAGE_SEARCH_DEBOUNCE_MS = 500;

export const pageStatusSchema = z.enum(['DRAFT', 'PUBLISHED'], {
  error: '状态只能是草稿（DRAFT）或已发布（PUBLISHED）',
});
export type PageStatus = z.infer<typeof pageStatusSchema>;
export const pageStatusLabels: Record<PageStatus, string> = { DRAFT: '草稿', PUBLISHED: '已发布' };

export const pageTitleSchema = z
  .string({ error: '请输入页面标题' })
  .trim()
  .min(1, '请输入页面标题')
  .max(PAGE_TITLE_MAX, `标题不能超过${PAGE_TITLE_MAX}个字符`);
export const pageContentSchema = z
  .string({ error: '正文必须是文本' })
  .max(PAGE_CONTENT_MAX, `正文不能超过${PAGE_CONTENT_MAX}个字符`);
export const pageSortOrderSchema = z
  .number({ error: '排序必须是 0 到 9999 之间的整数' })
  .int('排序必须是 0 到 9999 之间的整数')
  .min(0, '排序不能小于0')
  .max(PAGE_SORT_ORDER_MAX, `排序不能大于${PAGE_SORT_ORDER_MAX}`);

/** The admin form; an empty slug is generated from the title (pinyin). */
export const pageInputSchema = z.object({
  title: pageTitleSchema,
  slug: optionalSlugSchema(PAGE_SLUG_MAX),
  content: pageContentSchema.default(''),
  status: pageStatusSchema.default('DRAFT'),
  sortOrder: pageSortOrderSchema.default(0),
  showInList: z.boolean({ error: '是否在列表中显示必须是布尔值' }).default(true),
});
export type PageInput = z.input<typeof pageInputSchema>;

/** A row of the admin list. */
export const pageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status: pageStatusSchema,
  sortOrder: z.number().int(),
  showInList: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** What the admin editor loads. */
export const adminPageSchema = pageSummarySchema.extend({ content: z.string() });
export type AdminPage = z.infer<typeof adminPageSchema>;

/** A card on the public /pages list. */
export const publicPageSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  updatedAt: z.string(),
});
export type PublicPageSummary = z.infer<typeof publicPageSummarySchema>;

/** The public page /pages/{slug}: content rendered and sanitised by the shared Markdown renderer. */
export const publicPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  contentHtml: z.string(),
  headings: z.array(headingSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

export const adminPageQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100, '关键词不能超过100个字符').optional(),
  status: pageStatusSchema.optional(),
});
/** What a client sends to GET /admin/pages. */
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;
