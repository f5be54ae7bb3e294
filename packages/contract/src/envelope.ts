import { z } from './zod-locale.ts';
import type { ErrorCode } from './errors.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './values/envelope.ts';

/** Every reply of the API: `{ success, message, data }`; errors add `code`. */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
  code?: ErrorCode;
}

export interface FieldError {
  field: string;
  message: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  data: z.unknown(),
});

/**
 * Paging like Spring Data: zero-based `page`, `size`, repeatable `sort=field,asc|desc`. A client
 * sends numbers (`z.coerce.number<number>` types the input so); the address carries them as text.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(0, '页码不能为负数').default(0),
  size: z.coerce
    .number<number>()
    .int()
    .min(1, '每页条数至少为1')
    .max(PAGE_SIZE_MAX, `每页条数不能超过${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  sort: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
/** What a client sends for a page (before defaults). */
export type PageRequest = z.input<typeof pageQuerySchema>;

export interface PageResult<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

export const pageResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

/** A path id: a positive 32-bit integer (larger ones are refused, not passed to the database). */
export const idSchema = z.coerce
  .number({ error: 'ID 无效' })
  .int('ID 无效')
  .positive('ID 无效')
  .max(2_147_483_647, 'ID 无效');
