import { z } from './zod-locale.ts';
import { idSchema, pageQuerySchema } from './envelope.ts';
import { userSchema } from './user.ts';

/** The administrator's user management (spec 01 §3, spec 02 §6, §7 "Users"). */

/* The setting's key and the message of a registration under approval: values/users.ts. */

/** GET/PUT /api/admin/users/registration-settings: whether new registrations wait for approval. */
export const registrationSettingsSchema = z.object({
  requireApproval: z.boolean({ error: '请选择是否需要审核' }),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

/** GET /api/admin/users and /api/admin/users/search: a keyword over username, display name and e-mail. */
export const adminUserQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100, '关键词不能超过100个字符').optional(),
});
export type AdminUserQuery = z.input<typeof adminUserQuerySchema>;

/** A row of the users list: the user and what they did on the site. */
export const adminUserSchema = userSchema.extend({
  commentCount: z.number().int(),
  likeCount: z.number().int(),
  favoriteCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /api/admin/users/{id}/approve: the spec sends a body without saying its shape; none is needed. */
export const approveUserSchema = z.object({}).loose().optional();

/** PATCH /api/admin/users/{id}/status: deactivate or reactivate an account. */
export const userStatusChangeSchema = z.object(
  {
    status: z.enum(['ACTIVE', 'INACTIVE'], { error: '状态只能是正常或已停用' }),
  },
  { error: '请选择状态' },
);
export type UserStatusChange = z.input<typeof userStatusChangeSchema>;

/** `/admin/user-interactions/:userId/liked-articles/:articleId` and `…/favorite-products/:productId`. */
export const userIdParamsSchema = z.object({ userId: idSchema });
export const userLikeParamsSchema = userIdParamsSchema.extend({ articleId: idSchema });
export const userFavoriteParamsSchema = userIdParamsSchema.extend({ productId: idSchema });

/** What the users screens say (spec 02 §8 gives none for users; these are the site's own). */
export const ADMIN_USER_MESSAGES = {
  approved: '用户已审核通过',
  approvalOn: '已开启注册审核：新注册的用户需审核通过后才能登录',
  approvalOff: '已关闭注册审核：新注册的用户可直接登录',
  deactivated: '用户已停用',
  reactivated: '用户已恢复正常',
  deleted: '用户已删除',
  listFailed: '获取用户列表失败',
  likeRemoved: '已移除该点赞',
  favoriteRemoved: '已移除该收藏',
  statsFailed: '获取互动统计失败',
} as const;

/** The tail of the list: DELETED accounts keep their row (their comments stay) but no longer count. */
export const DELETED_USER_NAME = '已注销用户';
