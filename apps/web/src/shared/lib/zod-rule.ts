import type { z } from 'zod';
import type { Rule } from 'antd/es/form';

/** What a contract schema says of a value: its first issue's message, or nothing when it passes. */
export function schemaMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value ?? '');
  return result.success ? undefined : (result.error.issues[0]?.message ?? '输入无效');
}

/** An antd Form rule from a contract schema, so the form says exactly what the server would. */
export const zodRule = (schema: z.ZodType): Rule => ({
  validator: async (_rule, value: unknown) => {
    const message = schemaMessage(schema, value);
    if (message !== undefined) throw new Error(message);
  },
});
