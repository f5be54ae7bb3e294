import { z } from './zod-locale.ts';
import { pageQuerySchema } from './envelope.ts';
import { FRIEND_LINK_CATEGORIES, FRIEND_LINK_LIMITS, withScheme, isHttpUrl } from './values/friend-links.ts';

/** Friend links (友链): the public grid, the application form, the administrator's table (spec 02 §2–§9). */

export const friendLinkStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'DISABLED']);
export type FriendLinkStatus = z.infer<typeof friendLinkStatusSchema>;

export const friendLinkCategorySchema = z.enum(FRIEND_LINK_CATEGORIES);
export type FriendLinkCategory = z.infer<typeof friendLinkCategorySchema>;

/**
 * An http(s) address as people type it: trimmed, `https://` added when there is no scheme
 * (spec 02 §5), then checked; any other scheme (javascript:, data:, ftp:) is refused. The length
 * is checked on the stored form, scheme included, so it fits the column.
 */
export const webUrl = (messages: { required: string; invalid: string }, max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform(withScheme)
    .refine((v) => v.length <= max && isHttpUrl(v), messages.invalid);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .optional()
    .nullable()
    .transform((v) => v || null);

const siteUrlSchema = webUrl({ required: '请输入站点URL', invalid: '请输入有效的URL' }, FRIEND_LINK_LIMITS.siteUrl);

/** An optional avatar: http(s) only (a scheme is added as for the site). */
const avatarSchema = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? withScheme(v) : null))
  .refine((v) => v === null || v.length <= FRIEND_LINK_LIMITS.avatarUrl, { message: '头像地址过长', abort: true })
  .refine((v) => v === null || isHttpUrl(v), '头像地址必须是 http(s) 链接');

const ownerEmailSchema = z
  .string()
  .trim()
  .max(FRIEND_LINK_LIMITS.ownerEmail, '请输入有效的邮箱地址')
  .optional()
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || z.email().safeParse(v).success, '请输入有效的邮箱地址');

/** POST /api/public/friend-links/apply (spec 02 §5, §7). */
export const friendLinkApplySchema = z.object({
  siteName: z
    .string({ error: '请输入站点名称' })
    .trim()
    .min(1, '请输入站点名称')
    .max(FRIEND_LINK_LIMITS.siteName, `站点名称不能超过${FRIEND_LINK_LIMITS.siteName}个字符`),
  siteUrl: siteUrlSchema,
  description: optionalText(FRIEND_LINK_LIMITS.description, '站点描述'),
  ownerName: optionalText(FRIEND_LINK_LIMITS.ownerName, '站长名称'),
  ownerEmail: ownerEmailSchema,
  avatarUrl: avatarSchema,
  category: friendLinkCategorySchema.default('个人博客'),
});
export type FriendLinkApplyInput = z.input<typeof friendLinkApplySchema>;

/** POST/PUT /api/admin/friend-links: the application's fields and the administrator's own. */
export const friendLinkInputSchema = friendLinkApplySchema.extend({
  reciprocal: z.boolean().default(false),
  sortOrder: z.number().int('排序必须是整数').min(0, '排序不能为负数').max(9999, '排序不能超过9999').default(0),
  /** Editing only; a link the administrator adds is approved. */
  status: friendLinkStatusSchema.optional(),
  adminNote: optionalText(FRIEND_LINK_LIMITS.adminNote, '备注'),
});
export type FriendLinkInput = z.input<typeof friendLinkInputSchema>;

/** A friend as the public grid shows it. */
export const publicFriendLinkSchema = z.object({
  id: z.number().int(),
  siteName: z.string(),
  siteUrl: z.string(),
  description: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  ownerName: z.string().nullable(),
  category: friendLinkCategorySchema,
});
export type PublicFriendLink = z.infer<typeof publicFriendLinkSchema>;

/** GET /api/public/friend-links: approved friends by sort order, and the application rules. */
export const friendLinksPageSchema = z.object({
  links: z.array(publicFriendLinkSchema),
  rules: z.string(),
});
export type FriendLinksPage = z.infer<typeof friendLinksPageSchema>;

/** Spec 02 §3 "Friend link", as the administrator sees it. */
export const friendLinkSchema = publicFriendLinkSchema.extend({
  ownerEmail: z.string().nullable(),
  reciprocal: z.boolean(),
  status: friendLinkStatusSchema,
  sortOrder: z.number().int(),
  clickCount: z.number().int(),
  adminNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FriendLink = z.infer<typeof friendLinkSchema>;

export const adminFriendLinkQuerySchema = pageQuerySchema.extend({
  status: friendLinkStatusSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type AdminFriendLinkQuery = z.input<typeof adminFriendLinkQuerySchema>;

/** GET/PUT /api/admin/friend-links/rules: the application rules shown on /friends. */
export const friendLinkRulesSchema = z.object({
  rules: z.string().trim().max(FRIEND_LINK_LIMITS.rules, `申请规则不能超过${FRIEND_LINK_LIMITS.rules}个字符`),
});
export type FriendLinkRules = z.infer<typeof friendLinkRulesSchema>;
