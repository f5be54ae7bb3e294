import { z } from './zod-locale.ts';
import { pageQuerySchema } from './envelope.ts';

export const snapshotTypeSchema = z.enum(['AUTO', 'MANUAL', 'DRAFT_SAVE', 'STATUS_CHANGE']);
export type SnapshotType = z.infer<typeof snapshotTypeSchema>;
export const snapshotTypeLabels: Record<SnapshotType, string> = {
  AUTO: '自动保存',
  MANUAL: '手动创建',
  DRAFT_SAVE: '草稿保存',
  STATUS_CHANGE: '状态变更',
};

export const SNAPSHOT_DESCRIPTION_MAX = 200;
/** AUTO snapshots beyond this many per item are pruned; MANUAL ones never. */
export const AUTO_SNAPSHOTS_KEPT = 50;
/** At most one AUTO snapshot in this window, unless the title or status changed. */
export const AUTO_SNAPSHOT_INTERVAL_MS = 10 * 60 * 1000;

/** Spec 02 §5: optional, at most 200 characters, trimmed; empty is sent as absent. */
export const snapshotDescriptionSchema = z
  .string()
  .trim()
  .max(SNAPSHOT_DESCRIPTION_MAX, `描述不能超过${SNAPSHOT_DESCRIPTION_MAX}个字符`)
  .optional()
  .nullable()
  .transform((v) => v || undefined);
export const createSnapshotSchema = z.object({ description: snapshotDescriptionSchema });

/** The form side of the rule: what to send for a typed description. */
export const snapshotDescriptionPayload = (typed: string | undefined | null): { description?: string } => {
  const trimmed = (typed ?? '').trim();
  return trimmed ? { description: trimmed } : {};
};

export const snapshotListQuerySchema = pageQuerySchema.extend({
  direction: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
});

export const articleSnapshotSchema = z.object({
  id: z.number().int(),
  versionNumber: z.number().int(),
  snapshotType: snapshotTypeSchema,
  description: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  coverImage: z.string().nullable(),
  status: z.string(),
  tags: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export type ArticleSnapshot = z.infer<typeof articleSnapshotSchema>;
