/** What other features may use: the comment counts (the admin dashboard's cards). */
export { commentStatsQuery } from './api.ts';
