import type { z } from 'zod';
import type { Rule } from 'antd/es/form';

/** An antd Form rule from a contract schema, so the form says exactly what the server would. */
export const zodRule = (schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入无效');
  },
});
