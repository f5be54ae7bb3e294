import { formatTitleSchema, matchPageTypeSchema, type PageTitleSteps } from '@app/contract';
import type { SiteService } from './site.service.ts';

/**
 * A page's title in two steps (spec 01 §4), one implementation for both who ask: the public routes
 * POST /api/public/site/match-page-type and format-title, and the server's render of every public
 * page, which calls these in its own process. Each input is read by the routes' own schemas, so a
 * render gets what the API would answer; what the API refuses with 400 throws here, and the render
 * falls back to the page's own title as it does on that answer.
 */
export const pageTitleSteps = (site: SiteService): PageTitleSteps => ({
  matchPageType: async (path) => ({ pageType: await site.matchPageType(matchPageTypeSchema.parse({ path }).path) }),
  formatTitle: async (input) => ({ formattedTitle: await site.formatTitle(formatTitleSchema.parse(input)) }),
});
