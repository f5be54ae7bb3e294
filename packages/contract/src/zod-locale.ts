import { z } from 'zod';

// Every schema of the contract is made with the `z` exported here, so zod is set up (below) before
// the first schema is made, and only where schemas are: a browser page that reads no more than the
// contract's constants and types loads no zod at all.
export { z };

// Messages zod writes itself (where a schema gives none of its own) reach users: in Chinese. A
// request whose whole body is not an object (an array, a string) is a malformed request, not a
// field's mistake. A schema's own `error` still wins over both.
z.config({
  ...z.locales.zhCN(),
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.expected === 'object' && (issue.path ?? []).length === 0
      ? '请求格式错误'
      : undefined,
  // In the browser zod compiles no parser with `new Function`: the site's Content-Security-Policy
  // has no 'unsafe-eval', and even zod's one try to find out whether it may is reported as a
  // violation. Set here, before any schema of the contract is made (each looks when it is made).
  // The server keeps its compiled parsers.
  jitless: typeof document !== 'undefined',
});
