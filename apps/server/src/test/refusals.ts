/**
 * The refusal envelopes, apart from envelopes.ts (which needs vitest), so that the security
 * sweep's script compares them too.
 */

export const failure = (code: string, message: string, data: unknown = null) => ({
  success: false,
  code,
  message,
  data,
});

export const UNAUTHORIZED = failure('UNAUTHORIZED', '未授权访问');
export const FORBIDDEN = failure('FORBIDDEN', '需要管理员权限');
