import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminArticleQuery,
  AdminComment,
  AdminCommentQuery,
  AdminReplyInput,
  ArticleSummary,
  CommentBatchInput,
  CommentBatchResult,
  CommentSettings,
  CommentStats,
  CommentStatusChange,
  PageResult,
  PublicComment,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

/**
 * Everything the moderation screen shows sits under `all`, the sidebar's pending count too
 * (feature.ts): after an action the screen invalidates `all` and every count follows.
 */
export const commentKeys = {
  all: ['admin', 'comments'] as const,
  stats: ['admin', 'comments', 'stats'] as const,
  /** Apart from `all`: an action on a comment does not change the settings. */
  settings: ['admin', 'comment-settings'] as const,
};

/** GET /admin/comments: pending first, then newest; DELETED only when asked for by status. */
export const adminCommentsQuery = (api: ApiClient, p: AdminCommentQuery) =>
  queryOptions({
    queryKey: [...commentKeys.all, 'list', p],
    queryFn: () =>
      api.get<PageResult<AdminComment>>('/admin/comments', {
        params: {
          page: p.page,
          size: p.size,
          ...(p.status ? { status: p.status } : {}),
          ...(p.articleId ? { articleId: p.articleId } : {}),
          ...(p.keyword ? { keyword: p.keyword } : {}),
        } satisfies AdminCommentQuery,
      }),
    placeholderData: keepPreviousData,
  });

/** The counts: the dashboard's cards and the status tabs. */
export const commentStatsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: commentKeys.stats,
    queryFn: () => api.get<CommentStats>('/admin/comments/stats'),
  });

/** Articles whose title or slug matches, for the article filter (the first 20). */
export const articleChoicesQuery = (api: ApiClient, keyword: string) =>
  queryOptions({
    queryKey: ['admin', 'articles', 'list', 'comment-filter', keyword],
    queryFn: () =>
      api
        .get<PageResult<ArticleSummary>>('/admin/articles', {
          params: {
            page: 0,
            size: 20,
            sort: 'updatedAt,desc',
            ...(keyword ? { keyword } : {}),
          } satisfies AdminArticleQuery,
        })
        .then((p) => p.content),
    placeholderData: keepPreviousData,
  });

export const commentSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: commentKeys.settings,
    queryFn: () => api.get<CommentSettings>('/admin/comments/settings'),
    staleTime: 0,
  });

export const setCommentStatus = (api: ApiClient, id: number, body: CommentStatusChange) =>
  api.put<null>(`/admin/comments/${id}/status`, body);
export const deleteComment = (api: ApiClient, id: number) => api.delete<null>(`/admin/comments/${id}`);
export const batchComments = (api: ApiClient, body: CommentBatchInput) =>
  api.post<CommentBatchResult>('/admin/comments/batch', body);
export const replyToComment = (api: ApiClient, id: number, body: AdminReplyInput) =>
  api.post<PublicComment>(`/admin/comments/${id}/reply`, body);
export const saveCommentSettings = (api: ApiClient, body: CommentSettings) =>
  api.put<CommentSettings>('/admin/comments/settings', body);
