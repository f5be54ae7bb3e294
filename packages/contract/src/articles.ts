import { z } from './zod-locale.ts';
import { pageQuerySchema } from './envelope.ts';
import { optionalSlugSchema } from './slugs.ts';
import { tagNameSchema } from './tags.ts';
import { ARTICLE_TITLE_MAX, ARTICLE_CONTENT_MAX } from './values/articles.ts';

export const articleStatusSchema = z.enum(['DRAFT', 'PUBLISHED']);
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

/** An image on this site (/files/…) or an http(s) address. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(500, '图片地址过长')
  .refine(
    (v) => v === '' || v.startsWith('/files/') || /^https?:\/\//i.test(v),
    '图片地址必须是站内文件或 http(s) 链接',
  );

export const tagBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  icon: z.string().nullable(),
});
export type TagBrief = z.infer<typeof tagBriefSchema>;

/** The editor's form; tags are names (an unknown name creates the tag). */
export const articleInputSchema = z.object({
  title: z
    .string({ error: '请输入文章标题' })
    .trim()
    .min(1, '请输入文章标题')
    .max(ARTICLE_TITLE_MAX, `标题不能超过${ARTICLE_TITLE_MAX}个字符`),
  slug: optionalSlugSchema(200),
  excerpt: z
    .string()
    .trim()
    .max(500, '摘要不能超过500个字符')
    .optional()
    .nullable()
    .transform((v) => v || null),
  content: z.string().max(ARTICLE_CONTENT_MAX, `正文不能超过${ARTICLE_CONTENT_MAX}个字符`).default(''),
  coverImage: imageUrlSchema
    .optional()
    .nullable()
    .transform((v) => v || null),
  tags: z.array(tagNameSchema).max(20, '最多20个标签').default([]),
  seoTitle: z
    .string()
    .trim()
    .max(200, 'SEO 标题不能超过200个字符')
    .optional()
    .nullable()
    .transform((v) => v || null),
  seoDescription: z
    .string()
    .trim()
    .max(500, 'SEO 描述不能超过500个字符')
    .optional()
    .nullable()
    .transform((v) => v || null),
  status: articleStatusSchema.default('DRAFT'),
  /** When empty on publish, now. */
  publishedAt: z.iso.datetime({ offset: true, error: '发布时间格式无效' }).optional().nullable(),
  allowComments: z.boolean().default(true),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  status: articleStatusSchema,
  tags: z.array(tagBriefSchema),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  /** Comments readers see, replies included. */
  commentCount: z.number().int(),
  readingMinutes: z.number().int(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const headingSchema = z.object({ level: z.number().int(), text: z.string(), id: z.string() });
export const articleLinkSchema = z.object({ title: z.string(), slug: z.string() });

/** What the public article page shows. */
export const articleDetailSchema = articleSummarySchema.extend({
  contentHtml: z.string(),
  headings: z.array(headingSchema),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  allowComments: z.boolean(),
  authorName: z.string().nullable(),
  previous: articleLinkSchema.nullable(),
  next: articleLinkSchema.nullable(),
  related: z.array(articleSummarySchema),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** What the editor loads. */
export const adminArticleSchema = articleSummarySchema.extend({
  content: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  allowComments: z.boolean(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const publicArticleQuerySchema = pageQuerySchema.extend({
  tag: z.string().trim().max(100).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export const adminArticleQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  status: articleStatusSchema.optional(),
});
/** What a client sends to GET /public/articles and /admin/articles. */
export type PublicArticleQuery = z.input<typeof publicArticleQuerySchema>;
export type AdminArticleQuery = z.input<typeof adminArticleQuerySchema>;

export const renderPreviewSchema = z.object({ content: z.string().max(ARTICLE_CONTENT_MAX) });
export type RenderPreviewInput = z.input<typeof renderPreviewSchema>;
export const renderPreviewResultSchema = z.object({ html: z.string(), headings: z.array(headingSchema) });
export type RenderPreviewResult = z.infer<typeof renderPreviewResultSchema>;
