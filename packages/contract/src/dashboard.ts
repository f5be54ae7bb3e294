import { z } from './zod-locale.ts';

/** GET /api/admin/dashboard/stats: how the site is doing, real figures only (issue 18 "Dashboard"). */

/** The views chart covers this many days, today included. */
export const DASHBOARD_VIEW_DAYS = 30;
/** The most read articles listed. */
export const DASHBOARD_TOP_ARTICLES = 10;

const count = z.number().int();

export const dailyViewsSchema = z.object({
  /** The day in the site's time zone (UTC+8), YYYY-MM-DD. */
  day: z.string(),
  views: count,
});
export type DailyViews = z.infer<typeof dailyViewsSchema>;

export const topArticleSchema = z.object({ id: count, title: z.string(), slug: z.string(), viewCount: count });
export type TopArticle = z.infer<typeof topArticleSchema>;

/** What one storage bucket holds: its files (an image's narrower copies count as files) and their bytes. */
export const bucketUsageSchema = z.object({ bucket: z.string(), fileCount: count, totalBytes: z.number() });
export type BucketUsage = z.infer<typeof bucketUsageSchema>;

export const dashboardSchema = z.object({
  articles: z.object({ published: count, draft: count, scheduled: count }),
  products: z.object({ active: count, inactive: count, draft: count }),
  /** Accounts not deleted; new ones since Monday 00:00 (site time); PENDING ones awaiting approval. */
  users: z.object({ total: count, newThisWeek: count, pending: count }),
  comments: z.object({ pending: count, total: count, today: count }),
  friendLinksPending: count,
  subscriptionsActive: count,
  /** One entry per day, oldest first, DASHBOARD_VIEW_DAYS of them; a day without views is 0. */
  views: z.array(dailyViewsSchema),
  topArticles: z.array(topArticleSchema),
  /** Storage used per bucket, in the buckets' order; null when the store could not be listed. */
  storage: z.array(bucketUsageSchema).nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
