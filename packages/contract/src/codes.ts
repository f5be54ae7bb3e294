import { z } from './zod-locale.ts';

/** Every purpose a verification code can be issued for; a code never works for another. */
export const CodePurpose = {
  REGISTER: 'REGISTER',
  PASSWORD_RESET: 'PASSWORD_RESET',
  EMAIL_CHANGE: 'EMAIL_CHANGE',
  SUBSCRIBE: 'SUBSCRIBE',
  ADMIN_DELETE_USER: 'ADMIN_DELETE_USER',
  ADMIN_DELETE_PRODUCT: 'ADMIN_DELETE_PRODUCT',
} as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];
export const codePurposeSchema = z.enum([
  'REGISTER',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'SUBSCRIBE',
  'ADMIN_DELETE_USER',
  'ADMIN_DELETE_PRODUCT',
]);

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_COOLDOWN_SECONDS = 60;
export const SUBSCRIBE_CODE_COOLDOWN_SECONDS = 120;

export const cooldownSecondsFor = (purpose: CodePurpose): number =>
  purpose === 'SUBSCRIBE' ? SUBSCRIBE_CODE_COOLDOWN_SECONDS : CODE_COOLDOWN_SECONDS;

/** Settings-page code rules (spec 01 §5): required, length 6, digits only. */
export const codeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, '请输入验证码')
  .length(CODE_LENGTH, '验证码为6位数字')
  .regex(/^\d+$/, '验证码必须是6位数字');

/** The body of a deletion confirmed with an e-mailed code (`DELETE /admin/products/{id}`, `/admin/users/{id}`). */
export const deleteWithCodeSchema = z.object({ verificationCode: codeSchema }, { error: '请输入验证码' });
export type DeleteWithCodeInput = z.input<typeof deleteWithCodeSchema>;
