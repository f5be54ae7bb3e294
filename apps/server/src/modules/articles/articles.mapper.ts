import type { AdminArticle, ArticleSummary, TagBrief } from '@app/contract';
import type { ArticleRow } from '../../platform/db/schema.ts';
import { toBool } from '../../platform/db/database.ts';
import type { ArticleSummaryRow } from './articles.repository.ts';

export const toArticleSummary = (row: ArticleSummaryRow, tags: TagBrief[]): ArticleSummary => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  coverImage: row.cover_image,
  status: row.status,
  tags,
  viewCount: row.view_count,
  likeCount: row.like_count,
  commentCount: row.comment_count,
  readingMinutes: row.reading_minutes,
  publishedAt: row.published_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const toAdminArticle = (row: ArticleRow, tags: TagBrief[]): AdminArticle => ({
  ...toArticleSummary(row, tags),
  content: row.content,
  seoTitle: row.seo_title,
  seoDescription: row.seo_description,
  allowComments: toBool(row.allow_comments),
});
