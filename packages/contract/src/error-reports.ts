import { z } from './zod-locale.ts';

export const ERROR_REPORT_LIMITS = {
  message: 2000,
  stack: 10_000,
  componentStack: 10_000,
  userAgent: 500,
  url: 2000,
} as const;

/** Control characters (C0 but tab and newline, DEL, C1) are removed; lengths are capped, never refused. */
const capped = (max: number) =>
  z
    .string()
    .max(max * 4)
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .transform((v) => v.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '').slice(0, max));

/** Spec 01 §3 "Error report". */
export const errorReportSchema = z.object({
  message: capped(ERROR_REPORT_LIMITS.message).pipe(z.string().min(1, '缺少错误信息')),
  stack: capped(ERROR_REPORT_LIMITS.stack).optional().nullable(),
  componentStack: capped(ERROR_REPORT_LIMITS.componentStack).optional().nullable(),
  timestamp: capped(64).optional().nullable(),
  userAgent: capped(ERROR_REPORT_LIMITS.userAgent).optional().nullable(),
  url: capped(ERROR_REPORT_LIMITS.url).optional().nullable(),
  userId: z
    .union([z.number().int(), z.string().max(32)])
    .optional()
    .nullable(),
});
export type ErrorReportInput = z.input<typeof errorReportSchema>;

export const errorReportDtoSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  stack: z.string().nullable(),
  componentStack: z.string().nullable(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  reportedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ErrorReport = z.infer<typeof errorReportDtoSchema>;

/** DELETE /api/admin/error-reports: how many reports were removed. */
export const errorReportsClearedSchema = z.object({ deleted: z.number() });
export type ErrorReportsCleared = z.infer<typeof errorReportsClearedSchema>;
