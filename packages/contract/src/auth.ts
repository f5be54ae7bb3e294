import { z } from './zod-locale.ts';
import { displayNameSchema } from './user.ts';
import { codeSchema } from './codes.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const emailSchema = z
  .string({ error: '请输入邮箱地址' })
  .trim()
  .min(1, '请输入邮箱地址')
  .max(254, '邮箱地址过长')
  .pipe(z.email('邮箱格式不正确'));

export const usernameSchema = z
  .string({ error: '请输入用户名' })
  .trim()
  .min(1, '请输入用户名')
  .regex(USERNAME_PATTERN, '用户名为3-20位字母、数字或下划线');

export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .min(PASSWORD_MIN, `密码至少${PASSWORD_MIN}位字符`)
  .max(PASSWORD_MAX, `密码不能超过${PASSWORD_MAX}位字符`);

/** `POST /api/auth/login`: `username` may also be the e-mail address. */
export const loginSchema = z.object({
  username: z.string({ error: '请输入用户名或邮箱' }).trim().min(1, '请输入用户名或邮箱').max(254, '用户名过长'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(PASSWORD_MAX, '密码过长'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const sendRegisterCodeQuerySchema = z.object({ email: emailSchema });
export type SendRegisterCodeQuery = z.input<typeof sendRegisterCodeQuerySchema>;

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  displayName: displayNameSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerQuerySchema = z.object({ verificationCode: codeSchema });
export type RegisterQuery = z.input<typeof registerQuerySchema>;

/** The register form adds a confirmation field; the server never sees it. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, '请确认密码'), verificationCode: codeSchema })
  .refine((v) => v.password === v.confirmPassword, { message: '两次输入的密码不一致', path: ['confirmPassword'] });
