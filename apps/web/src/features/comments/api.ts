import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  COMMENT_PAGE_SIZE,
  type ArticleComments,
  type CommentPageQuery,
  type CreateCommentInput,
  type PageRequest,
  type PageResult,
  type PublicComment,
  type UserComment,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const commentKeys = {
  all: ['comments'] as const,
  article: (articleId: number) => ['comments', 'article', articleId] as const,
  /** The viewer is part of the key: a signed-in reader also gets their own comments awaiting review. */
  articlePage: (articleId: number, page: number, viewerId: number | null) =>
    ['comments', 'article', articleId, page, viewerId] as const,
  mine: ['comments', 'mine'] as const,
  minePage: (page: number, size: number) => ['comments', 'mine', page, size] as const,
  mineCount: ['comments', 'mine', 'count'] as const,
};

/** GET /public/comments/article/{id}: one page (zero-based) of threads, oldest first. */
export const articleCommentsQuery = (api: ApiClient, articleId: number, page: number, viewerId: number | null) =>
  queryOptions({
    queryKey: commentKeys.articlePage(articleId, page, viewerId),
    queryFn: () =>
      api.get<ArticleComments>(`/public/comments/article/${articleId}`, {
        params: { page, size: COMMENT_PAGE_SIZE } satisfies CommentPageQuery,
      }),
  });

export const postComment = (api: ApiClient, articleId: number, input: CreateCommentInput) =>
  api.post<PublicComment>(`/public/comments/article/${articleId}`, input);

/** GET /user/comments, newest first (spec 02 §7). */
export const myCommentsQuery = (api: ApiClient, page: number, size: number) =>
  queryOptions({
    queryKey: commentKeys.minePage(page, size),
    queryFn: () =>
      api.get<PageResult<UserComment>>('/user/comments', {
        params: { page, size, sort: 'createdAt,desc' } satisfies PageRequest,
      }),
    placeholderData: keepPreviousData,
    // Personal, and changed from the article pages: never taken as fresh.
    staleTime: 0,
  });

/** How many comments the user has (the dashboard's counter): one item asked for, the total read. */
export const myCommentCountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: commentKeys.mineCount,
    queryFn: async () =>
      (await api.get<PageResult<UserComment>>('/user/comments', { params: { size: 1 } satisfies PageRequest }))
        .totalElements,
    staleTime: 0,
  });

export const deleteMyComment = (api: ApiClient, id: number) => api.delete<null>(`/user/comments/${id}`);
