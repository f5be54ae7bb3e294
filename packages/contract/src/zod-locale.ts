import { z } from 'zod';

// Messages zod writes itself (where a schema gives none of its own) reach users: in Chinese. A
// request whose whole body is not an object (an array, a string) is a malformed request, not a
// field's mistake. A schema's own `error` still wins over both.
z.config({
  ...z.locales.zhCN(),
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.expected === 'object' && (issue.path ?? []).length === 0
      ? '请求格式错误'
      : undefined,
});
