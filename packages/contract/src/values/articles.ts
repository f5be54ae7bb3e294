import type { ArticleStatus } from '../articles.ts';

/**
 * Articles: the values pages read without validating anything (articles.ts has the schemas).
 */

export const articleStatusLabels: Record<ArticleStatus, string> = { DRAFT: '草稿', PUBLISHED: '已发布' };
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_CONTENT_MAX = 200_000;
export const ARTICLE_SORTS = { newest: 'publishedAt,desc', views: 'viewCount,desc', likes: 'likeCount,desc' } as const;
