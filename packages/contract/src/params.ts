import { z } from './zod-locale.ts';
import { idSchema } from './envelope.ts';

/** `/:id` of any item: a positive 32-bit integer. */
export const idParamsSchema = z.object({ id: idSchema });

/** `/:slug` of a public article, product or page (the slug rules apply when it is saved, not when it is asked for). */
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/** `/:id/snapshots/:snapshotId`: a version of an article or a product. */
export const snapshotParamsSchema = idParamsSchema.extend({ snapshotId: idSchema });
