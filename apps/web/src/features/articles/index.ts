/** The articles feature's public surface. */
export { articleListQuery, articleQuery, featuredTagsQuery } from './api.ts';
export { ArticleCard } from './components/article-card.tsx';
export { listParamsFrom } from './list-params.ts';
