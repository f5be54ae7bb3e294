import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminArticle,
  AdminArticleQuery,
  ArticleInput,
  ArticleSnapshot,
  ArticleSummary,
  PageResult,
  Tag,
  TagListQuery,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';
import { snapshotListParams, type SnapshotCalls } from '../../shared/snapshots/snapshot-kind.ts';

export const adminArticleKeys = {
  all: ['admin', 'articles'] as const,
  one: (id: number) => ['admin', 'articles', id] as const,
};

export const adminArticlesQuery = (api: ApiClient, p: AdminArticleQuery) =>
  queryOptions({
    queryKey: [...adminArticleKeys.all, 'list', p],
    queryFn: () =>
      api.get<PageResult<ArticleSummary>>('/admin/articles', {
        params: {
          page: p.page,
          size: p.size,
          sort: 'updatedAt,desc',
          ...(p.keyword ? { keyword: p.keyword } : {}),
          ...(p.status ? { status: p.status } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const adminArticleQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminArticleKeys.one(id),
    queryFn: () => api.get<AdminArticle>(`/admin/articles/${id}`),
    staleTime: 0,
  });

/** Every tag name, for the editor's tag picker. */
export const allTagsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'tags', 'all'],
    queryFn: () =>
      api
        .get<PageResult<Tag>>('/admin/tags', {
          params: { page: 0, size: 100, sort: 'name,asc' } satisfies TagListQuery,
        })
        .then((p) => p.content),
  });

export const createArticle = (api: ApiClient, input: ArticleInput) => api.post<AdminArticle>('/admin/articles', input);
export const updateArticle = (api: ApiClient, id: number, input: ArticleInput) =>
  api.put<AdminArticle>(`/admin/articles/${id}`, input);
export const publishArticle = (api: ApiClient, id: number) => api.post<AdminArticle>(`/admin/articles/${id}/publish`);
export const unpublishArticle = (api: ApiClient, id: number) =>
  api.post<AdminArticle>(`/admin/articles/${id}/unpublish`);
export const deleteArticle = (api: ApiClient, id: number) => api.delete<null>(`/admin/articles/${id}`);
export { renderMarkdown, uploadImage } from '../../shared/api/content-api.ts';

export const snapshotKeys = { all: ['admin', 'article-snapshots'] as const };

/** Spec 02 §7: the versions of an article (listed zero-based, 10 a page, newest first). */
export const articleSnapshotCalls = (api: ApiClient): SnapshotCalls<ArticleSnapshot> => ({
  list: (articleId, page) =>
    api.get<PageResult<ArticleSnapshot>>(`/admin/articles/${articleId}/snapshots`, {
      params: snapshotListParams(page),
    }),
  create: (articleId, body) => api.post<ArticleSnapshot>(`/admin/articles/${articleId}/snapshots`, body),
  remove: (articleId, snapshotId) => api.delete<null>(`/admin/articles/${articleId}/snapshots/${snapshotId}`),
  restore: (articleId, snapshotId) =>
    api.post<AdminArticle>(`/admin/articles/${articleId}/snapshots/${snapshotId}/restore`),
});
