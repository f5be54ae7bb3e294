/**
 * The contract's schemas the sign-in pages check their fields with. The pages load this module when
 * a field is first checked or focused (`schemaRule` in shared/hooks/use-plain-form.ts): it brings
 * zod, which a reader who only looks at the page never needs.
 */
export {
  codeSchema,
  displayNameSchema,
  emailSchema,
  loginSchema,
  newPasswordSchema,
  passwordSchema,
  usernameSchema,
} from '@app/contract';
