import { z } from './zod-locale.ts';
import { codeSchema } from './codes.ts';
import { emailSchema, PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';

/** Codes a signed-in user may request from the settings page. */
export const accountCodeTypeSchema = z.enum(['PASSWORD_RESET', 'EMAIL_CHANGE'], { error: '验证码类型无效' });
export type AccountCodeType = z.infer<typeof accountCodeTypeSchema>;

/** POST /api/email/send-code also (re)sends a subscription's code (spec 02 §7: codeType SUBSCRIBE). */
export const sendCodeTypeSchema = z.enum(['PASSWORD_RESET', 'EMAIL_CHANGE', 'SUBSCRIBE'], { error: '验证码类型无效' });
export type SendCodeType = z.infer<typeof sendCodeTypeSchema>;
export const sendCodeSchema = z.object({ email: emailSchema, codeType: sendCodeTypeSchema });
export type SendCodeInput = z.input<typeof sendCodeSchema>;
export const verifyCodeSchema = z.object({ email: emailSchema, code: codeSchema, codeType: accountCodeTypeSchema });
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

export const currentPasswordSchema = z
  .string({ error: '请输入当前密码' })
  .min(1, '请输入当前密码')
  .max(PASSWORD_MAX, '密码过长');
export const newPasswordSchema = z
  .string({ error: '请输入新密码' })
  .min(1, '请输入新密码')
  .min(PASSWORD_MIN, `密码至少${PASSWORD_MIN}位字符`)
  .max(PASSWORD_MAX, `密码不能超过${PASSWORD_MAX}位字符`);

export const verifyPasswordSchema = z.object({ currentPassword: currentPasswordSchema });
export type VerifyPasswordInput = z.input<typeof verifyPasswordSchema>;
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The password form adds the confirmation, which never leaves the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string({ error: '请确认新密码' }).min(1, '请确认新密码') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: '两次输入的密码不一致', path: ['confirmPassword'] });

export const changeEmailSchema = z.object({
  currentPassword: currentPasswordSchema,
  newEmail: emailSchema,
  currentEmailCode: codeSchema,
  newEmailCode: codeSchema,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/**
 * A forgotten password (signed out): a PASSWORD_RESET code to the address, then a new password.
 * `POST /api/auth/password-reset/send-code` answers the same whether the address has an account.
 */
export const passwordResetSendCodeSchema = z.object({ email: emailSchema });
export type PasswordResetSendCodeInput = z.input<typeof passwordResetSendCodeSchema>;
/** `POST /api/auth/password-reset/verify-code`: the wizard's first step (the code is not used up). */
export const passwordResetVerifySchema = z.object({ email: emailSchema, code: codeSchema });
export type PasswordResetVerifyInput = z.input<typeof passwordResetVerifySchema>;
/** `POST /api/auth/password-reset`: the code again (used up now) and the new password. */
export const passwordResetSchema = passwordResetVerifySchema.extend({ newPassword: newPasswordSchema });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
