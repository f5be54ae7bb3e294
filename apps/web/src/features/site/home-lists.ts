import { ARTICLE_SORTS, type PublicProductQuery } from '@app/contract';

/** What the home page lists: its loader (feature.tsx) fetches them, the page (loaded on demand) shows them. */
export const HOME_ARTICLES = { page: 0, size: 6, sort: ARTICLE_SORTS.newest };
export const HOME_PRODUCTS: PublicProductQuery = { page: 0, size: 8, featured: 'true' };
