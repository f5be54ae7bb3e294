import { z } from './zod-locale.ts';

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const SLUG_MESSAGE = '只能包含小写字母、数字和连字符';

/** An optional slug: empty means "generate it from the name". */
export const optionalSlugSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `路径标识符不能超过${max}个字符`)
    .refine((v) => v === '' || SLUG_PATTERN.test(v), SLUG_MESSAGE)
    .optional()
    .nullable()
    .transform((v) => v || undefined);
