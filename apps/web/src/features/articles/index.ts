/** The articles feature's public surface. */
export { articleListQuery, featuredTagsQuery } from './api.ts';
export { ArticleCard } from './components/article-card.tsx';
export { TagLinks } from './components/tag-links.tsx';
export { LikedArticlesList } from './components/liked-articles-list.tsx';
