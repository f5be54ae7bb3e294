import { z } from './zod-locale.ts';

/** What readers do to articles and products: likes, views, clicks, and a user's own totals. */

export const likeStatusSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeStatus = z.infer<typeof likeStatusSchema>;

/** The new total after a view of an article or a product was counted. */
export const viewCountSchema = z.object({ viewCount: z.number().int() });
export type ViewCount = z.infer<typeof viewCountSchema>;

/** The new total after a product's purchase link was clicked. */
export const clickCountSchema = z.object({ clickCount: z.number().int() });
export type ClickCount = z.infer<typeof clickCountSchema>;

/** GET /api/user/interactions/stats. */
export const interactionStatsSchema = z.object({
  likedArticlesCount: z.number().int(),
  favoriteProductsCount: z.number().int(),
  totalInteractions: z.number().int(),
});
export type InteractionStats = z.infer<typeof interactionStatsSchema>;
