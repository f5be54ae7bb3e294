import { z } from './zod-locale.ts';

export const Role = { ADMIN: 'ADMIN', USER: 'USER' } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const roleSchema = z.enum(['ADMIN', 'USER']);

export const UserStatus = { PENDING: 'PENDING', ACTIVE: 'ACTIVE', INACTIVE: 'INACTIVE', DELETED: 'DELETED' } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const userStatusSchema = z.enum(['PENDING', 'ACTIVE', 'INACTIVE', 'DELETED']);

export const roleLabels: Record<Role, string> = { ADMIN: '管理员', USER: '普通用户' };
export const userStatusLabels: Record<UserStatus, string> = {
  PENDING: '待审核',
  ACTIVE: '正常',
  INACTIVE: '已停用',
  DELETED: '已删除',
};

/** The user as every API returns it (spec 01 §3). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  createdAt: z.string(),
  isApproved: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 30;

export const displayNameSchema = z
  .string({ error: '请输入显示名称' })
  .trim()
  .min(1, '请输入显示名称')
  .min(DISPLAY_NAME_MIN, `显示名称至少${DISPLAY_NAME_MIN}个字符`)
  .max(DISPLAY_NAME_MAX, `显示名称不能超过${DISPLAY_NAME_MAX}个字符`);

/** Avatar: an uploaded file path or an http(s) address; never javascript: or data:. */
export const avatarUrlSchema = z
  .string()
  .trim()
  .max(500, '头像地址过长')
  .refine(
    (v) => v === '' || v.startsWith('/files/') || /^https?:\/\//i.test(v),
    '头像地址必须是 http(s) 链接或站内文件',
  );

/** `PUT /api/user/profile`: the profile fields travel as query parameters (spec 01 §7). */
export const profileUpdateQuerySchema = z.object({
  displayName: displayNameSchema.optional(),
  avatarUrl: avatarUrlSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateQuerySchema>;
