import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminPage, AdminPageQuery, PageInput, PageResult, PageSummary } from '@app/contract';
import type { ApiClient } from '../../shared/api/api-client.ts';

export const adminPageKeys = {
  all: ['admin', 'pages'] as const,
  list: (params: AdminPageQuery) => ['admin', 'pages', 'list', params] as const,
  detail: (id: number) => ['admin', 'pages', 'detail', id] as const,
};

/** Drafts included (page zero-based, as the server counts); the server sorts by sort order, then title. */
export const adminPagesQuery = (api: ApiClient, params: AdminPageQuery) =>
  queryOptions({
    queryKey: adminPageKeys.list(params),
    queryFn: () =>
      api.get<PageResult<PageSummary>>('/admin/pages', {
        params: { page: params.page, size: params.size, ...(params.keyword ? { keyword: params.keyword } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

/** The page as the editor loads it; the editor owns it once loaded, so no background refetch. */
export const adminPageQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: adminPageKeys.detail(id),
    queryFn: () => api.get<AdminPage>(`/admin/pages/${id}`),
    staleTime: Infinity,
  });

export const createPage = (api: ApiClient, input: PageInput) => api.post<AdminPage>('/admin/pages', input);
export const updatePage = (api: ApiClient, id: number, input: PageInput) =>
  api.put<AdminPage>(`/admin/pages/${id}`, input);
export const deletePage = (api: ApiClient, id: number) => api.delete<null>(`/admin/pages/${id}`);
