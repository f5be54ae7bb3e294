import type { Dayjs } from 'dayjs';
import { dayjs } from '../../shared/lib/dayjs-chinese.ts';
import type { AdminArticle, ArticleInput, ArticleStatus } from '@app/contract';

/** What the article editor's form holds: the publishing time as a date picker's value. */
export interface ArticleFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  coverImage: string | null;
  tags: string[];
  seoTitle: string;
  seoDescription: string;
  status: ArticleStatus;
  publishedAt: Dayjs | null;
  allowComments: boolean;
}

export const emptyArticleForm: ArticleFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  coverImage: null,
  tags: [],
  seoTitle: '',
  seoDescription: '',
  status: 'DRAFT',
  publishedAt: null,
  allowComments: true,
};

export const articleFormFrom = (a: AdminArticle): ArticleFormValues => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  content: a.content,
  coverImage: a.coverImage,
  tags: a.tags.map((t) => t.name),
  seoTitle: a.seoTitle ?? '',
  seoDescription: a.seoDescription ?? '',
  status: a.status,
  publishedAt: a.publishedAt ? dayjs(a.publishedAt) : null,
  allowComments: a.allowComments,
});

/** The body: empty texts as null (the server makes the slug from the title and the excerpt from the text). */
export const toArticleInput = (v: ArticleFormValues): ArticleInput => ({
  title: v.title,
  slug: v.slug?.trim() || null,
  excerpt: v.excerpt?.trim() || null,
  content: v.content,
  coverImage: v.coverImage || null,
  tags: v.tags,
  seoTitle: v.seoTitle?.trim() || null,
  seoDescription: v.seoDescription?.trim() || null,
  status: v.status,
  publishedAt: v.publishedAt ? v.publishedAt.toISOString() : null,
  allowComments: v.allowComments,
});
