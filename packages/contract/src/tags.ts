import { z } from './zod-locale.ts';
import { pageQuerySchema } from './envelope.ts';
import { optionalSlugSchema } from './slugs.ts';

export const DEFAULT_TAG_COLOR = '#1677ff';
export const TAG_NAME_MAX = 50;
export const TAG_SEARCH_DEBOUNCE_MS = 500;

/** Spec 01 §3 Tag. */
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  icon: z.string().nullable(),
  featured: z.boolean(),
  articleCount: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagNameSchema = z
  .string({ error: '请输入标签名称' })
  .trim()
  .min(1, '请输入标签名称')
  .max(TAG_NAME_MAX, `标签名称不能超过${TAG_NAME_MAX}个字符`)
  // Commas separate tags in lists and snapshots.
  // A comma or a full-width one (\uFF0C, escaped: the server's bundle is ASCII only, scripts/builds.mjs).
  .refine((v) => !/[,\uFF0C]/.test(v), '标签名称不能包含逗号');

export const tagInputSchema = z.object({
  name: tagNameSchema,
  slug: optionalSlugSchema(100),
  description: z
    .string()
    .trim()
    .max(500, '描述不能超过500个字符')
    .optional()
    .nullable()
    .transform((v) => v || null),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, '颜色必须是 #RRGGBB 格式')
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : DEFAULT_TAG_COLOR)),
  icon: z
    .string()
    .trim()
    .max(100, '图标类名不能超过100个字符')
    .regex(/^[a-z0-9 -]*$/, '图标类名只能包含小写字母、数字、空格和连字符，如 fab fa-react')
    .optional()
    .nullable()
    .transform((v) => v || null),
  featured: z.boolean().optional().default(false),
});
export type TagInput = z.input<typeof tagInputSchema>;

export const tagListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
});
/** What a client sends to GET /admin/tags. */
export type TagListQuery = z.input<typeof tagListQuerySchema>;

/** Spec 01 §8: the dialog text when a tag still has articles. */
export const tagInUseMessage = (count: number) => `该标签关联了 ${count} 篇文章，无法删除`;
