import { z } from './zod-locale.ts';
import { idSchema, pageQuerySchema } from './envelope.ts';
import {
  COMMENT_MIN,
  COMMENT_MAX,
  normaliseCommentText,
  commentLength,
  COMMENT_PAGE_SIZE,
  COMMENT_BATCH_MAX,
  COMMENT_WORDS_MAX,
} from './values/comments.ts';

/** Comments under articles: what readers post, what the author lists, what the administrator moderates. */

export const commentStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'SPAM', 'DELETED']);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

export const commentContentSchema = z
  .string({ error: '请输入评论内容' })
  .max(COMMENT_MAX * 8, `评论不能超过${COMMENT_MAX}个字符`)
  .transform(normaliseCommentText)
  // Nothing left to count: one message, not "请输入" and "至少2个字符" both.
  .refine((v) => v.length > 0, { error: '请输入评论内容', abort: true })
  .refine((v) => commentLength(v) >= COMMENT_MIN, `评论至少${COMMENT_MIN}个字符`)
  .refine((v) => commentLength(v) <= COMMENT_MAX, `评论不能超过${COMMENT_MAX}个字符`);

/** POST /api/public/comments/article/{id}: a comment, or a reply when `parentId` names one. */
export const createCommentSchema = z.object({
  content: commentContentSchema,
  parentId: idSchema.optional().nullable(),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** A comment's text, split into plain runs and links (rendered as text nodes and `<a rel="nofollow ugc">`, never as HTML). */
export const commentPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('link'), text: z.string(), href: z.string() }),
]);
export type CommentPart = z.infer<typeof commentPartSchema>;

export const commentAuthorSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  /** The site's owner (an administrator): shown with a 博主 mark. */
  admin: z.boolean(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** Whom a reply answers ('回复 @名字'). */
export const commentReplyToSchema = z.object({ id: z.number().int(), displayName: z.string() });

export const publicCommentSchema = z.object({
  id: z.number().int(),
  parts: z.array(commentPartSchema),
  author: commentAuthorSchema,
  /** APPROVED for everyone; the reader's own comment awaiting review comes back PENDING (shown 待审核 to them only). */
  status: commentStatusSchema,
  createdAt: z.string(),
  /** The top-level comment a reply sits under; null for a top-level comment. */
  parentId: z.number().int().nullable(),
  replyTo: commentReplyToSchema.nullable(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export const commentThreadSchema = publicCommentSchema.extend({ replies: z.array(publicCommentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentPageQuerySchema = z.object({
  page: pageQuerySchema.shape.page,
  size: z.coerce.number<number>().int().min(1).max(50).default(COMMENT_PAGE_SIZE),
});
export type CommentPageQuery = z.input<typeof commentPageQuerySchema>;

/** GET /api/public/comments/article/{id}: top-level comments oldest first, each with its replies. */
export const articleCommentsSchema = z.object({
  content: z.array(commentThreadSchema),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Comments readers see, replies included (the article's count). */
  commentCount: z.number().int(),
  /** False when the administrator closed the article for comments ('评论已关闭'). */
  allowComments: z.boolean(),
});
export type ArticleComments = z.infer<typeof articleCommentsSchema>;

/** GET /api/user/comments (spec 02 §3 "Comment (user's own)"). */
export const userCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  status: commentStatusSchema,
  createdAt: z.string(),
  articleSlug: z.string(),
  articleTitle: z.string(),
});
export type UserComment = z.infer<typeof userCommentSchema>;

// ---- Moderation (/api/admin/comments) ----

export const adminCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  status: commentStatusSchema,
  createdAt: z.string(),
  author: z.object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    admin: z.boolean(),
    /** How many of the author's comments are marked spam (the spammer rule counts these). */
    spamCount: z.number().int(),
  }),
  article: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  parentId: z.number().int().nullable(),
  replyTo: commentReplyToSchema.nullable(),
  /** The poster's address with its host part hidden (203.0.113.*); the full address stays on the server. */
  ip: z.string().nullable(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentQuerySchema = pageQuerySchema.extend({
  status: commentStatusSchema.optional(),
  articleId: idSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type AdminCommentQuery = z.input<typeof adminCommentQuerySchema>;

/** What moderation may set a comment to (deleting is its own call). */
export const moderationStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'SPAM']);
export const commentStatusChangeSchema = z.object({ status: moderationStatusSchema });
export type CommentStatusChange = z.infer<typeof commentStatusChangeSchema>;

export const commentBatchActionSchema = z.enum(['APPROVE', 'REJECT', 'SPAM', 'DELETE']);
export type CommentBatchAction = z.infer<typeof commentBatchActionSchema>;
export const commentBatchSchema = z.object({
  ids: z.array(idSchema).min(1, '请选择评论').max(COMMENT_BATCH_MAX, `一次最多处理${COMMENT_BATCH_MAX}条评论`),
  action: commentBatchActionSchema,
});
export type CommentBatchInput = z.infer<typeof commentBatchSchema>;
export const commentBatchResultSchema = z.object({ updated: z.number().int() });
export type CommentBatchResult = z.infer<typeof commentBatchResultSchema>;

/** POST /api/admin/comments/{id}/reply: the administrator answers (approved at once). */
export const adminReplySchema = z.object({ content: commentContentSchema });
export type AdminReplyInput = z.input<typeof adminReplySchema>;

/** GET /api/admin/comments/stats: the sidebar badge and the dashboard. */
export const commentStatsSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  spam: z.number().int(),
  /** Every comment but deleted ones. */
  total: z.number().int(),
  /** Posted since midnight (site time zone). */
  today: z.number().int(),
});
export type CommentStats = z.infer<typeof commentStatsSchema>;

// ---- Settings ----

export const commentModerationSchema = z.enum(['ALL', 'FIRST', 'NONE']);
export type CommentModeration = z.infer<typeof commentModerationSchema>;

const wordListSchema = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label}不能为空`).max(50, `${label}不能超过50个字符`))
    .max(COMMENT_WORDS_MAX, `${label}最多${COMMENT_WORDS_MAX}个`);

export const commentSettingsSchema = z.object({
  moderation: commentModerationSchema,
  /** A comment containing one of these waits for review. */
  reviewWords: wordListSchema('审核词'),
  /** A comment containing one of these is filed as spam at once. */
  spamWords: wordListSchema('垃圾词'),
  /** More links than this and the comment waits for review. */
  maxLinks: z.number().int().min(0, '链接数不能为负数').max(20, '链接数不能超过20'),
  /** Per user and per address. */
  perMinute: z.number().int().min(1, '每分钟至少1条').max(60, '每分钟不能超过60条'),
  perDay: z.number().int().min(1, '每天至少1条').max(1000, '每天不能超过1000条'),
  /** An account with this many comments marked spam has every comment reviewed. */
  spammerThreshold: z.number().int().min(1, '至少为1').max(100, '不能超过100'),
});
export type CommentSettings = z.infer<typeof commentSettingsSchema>;

export const DEFAULT_COMMENT_SETTINGS: CommentSettings = {
  moderation: 'FIRST',
  reviewWords: [],
  spamWords: [],
  maxLinks: 2,
  perMinute: 5,
  perDay: 50,
  spammerThreshold: 3,
};
