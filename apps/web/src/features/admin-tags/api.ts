import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PageResult, Tag, TagInput, TagListQuery } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const tagKeys = { all: ['admin', 'tags'] as const };

/** Spec 01 §7: zero-based page, size, sort 'name,asc', keyword. */
export const tagsQuery = (api: ApiClient, params: TagListQuery) =>
  queryOptions({
    queryKey: [...tagKeys.all, params],
    queryFn: () =>
      api.get<PageResult<Tag>>('/admin/tags', {
        params: {
          page: params.page,
          size: params.size,
          sort: 'name,asc',
          ...(params.keyword ? { keyword: params.keyword } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

export const createTag = (api: ApiClient, input: TagInput) => api.post<Tag>('/admin/tags', input);
export const updateTag = (api: ApiClient, id: number, input: TagInput) => api.put<Tag>(`/admin/tags/${id}`, input);
export const deleteTag = (api: ApiClient, id: number) => api.delete<null>(`/admin/tags/${id}`);
