import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ArticleDetail,
  ArticleSummary,
  LikeStatus,
  PageRequest,
  PageResult,
  PublicArticleQuery,
  Tag,
  ViewCount,
} from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const articleKeys = {
  list: (p: PublicArticleQuery) => ['articles', 'list', p] as const,
  detail: (slug: string) => ['articles', 'detail', slug] as const,
  featuredTags: ['tags', 'featured'] as const,
  likeStatus: (id: number) => ['articles', 'like-status', id] as const,
  myLiked: (page: number, size: number) => ['articles', 'my-liked', page, size] as const,
};

export const articleListQuery = (api: ApiClient, p: PublicArticleQuery) =>
  queryOptions({
    queryKey: articleKeys.list(p),
    queryFn: () =>
      api.get<PageResult<ArticleSummary>>('/public/articles', {
        params: { page: p.page, size: p.size, sort: p.sort, ...(p.tag ? { tag: p.tag } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export const articleQuery = (api: ApiClient, slug: string) =>
  queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: () => api.get<ArticleDetail>(`/public/articles/${encodeURIComponent(slug)}`),
  });

export const featuredTagsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: articleKeys.featuredTags,
    queryFn: () => api.get<Tag[]>('/public/tags/featured'),
    staleTime: 5 * 60_000,
  });

export const likeStatusQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: articleKeys.likeStatus(id),
    queryFn: () => api.get<LikeStatus>(`/user/interactions/articles/${id}/like-status`),
  });

export const toggleLike = (api: ApiClient, id: number) =>
  api.post<LikeStatus>(`/user/interactions/articles/${id}/like`);

export const recordView = (api: ApiClient, slug: string) =>
  api.post<ViewCount>(`/public/articles/${encodeURIComponent(slug)}/view`);

export const myLikedArticlesQuery = (api: ApiClient, page: number, size: number) =>
  queryOptions({
    queryKey: articleKeys.myLiked(page, size),
    queryFn: () =>
      api.get<PageResult<ArticleSummary>>('/user/interactions/my-liked-articles', {
        params: { page, size } satisfies PageRequest,
      }),
    placeholderData: keepPreviousData,
    // Personal, and changed from the article pages: never taken as fresh.
    staleTime: 0,
  });
