/**
 * Stable error codes shared by server and web. The web maps a code to a text when it needs a
 * screen-specific message; otherwise it shows the server's `message`.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  CODE_INVALID: 'CODE_INVALID',
  CODE_COOLDOWN: 'CODE_COOLDOWN',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  MAIL_FAILED: 'MAIL_FAILED',
  PASSWORD_INCORRECT: 'PASSWORD_INCORRECT',
  CODE_NOT_VERIFIED: 'CODE_NOT_VERIFIED',
  EMAIL_UNCHANGED: 'EMAIL_UNCHANGED',
  EMAIL_MISMATCH: 'EMAIL_MISMATCH',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default Chinese message for each code (the spec's wording where it gives one). */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: '请求参数有误',
  MALFORMED_REQUEST: '请求格式错误',
  UNAUTHORIZED: '未授权访问',
  FORBIDDEN: '没有权限执行此操作',
  NOT_FOUND: '请求的资源不存在',
  CONFLICT: '数据冲突，请刷新后重试',
  PAYLOAD_TOO_LARGE: '请求内容过大',
  RATE_LIMITED: '操作过于频繁，请稍后再试',
  INTERNAL_ERROR: '系统错误，请稍后重试',
  INVALID_CREDENTIALS: '用户名或密码错误',
  ACCOUNT_DISABLED: '账号已被停用，请联系管理员',
  CODE_INVALID: '验证码错误',
  CODE_COOLDOWN: '验证码发送过于频繁，请稍后再试',
  USERNAME_TAKEN: '用户名已被使用',
  EMAIL_TAKEN: '该邮箱已被其他账号使用',
  MAIL_FAILED: '发送验证码失败',
  PASSWORD_INCORRECT: '密码错误',
  CODE_NOT_VERIFIED: '请先完成邮箱验证码验证',
  EMAIL_UNCHANGED: '新邮箱不能与当前邮箱相同',
  EMAIL_MISMATCH: '只能向当前账号绑定的邮箱发送验证码',
};
